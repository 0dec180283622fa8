import { languageFromArgs } from '../content-compiler/language.ts';
import { loadContent } from '../content-compiler/load.ts';
import { placeholderChecklist } from '../content-compiler/placeholders.ts';

/** `npm run placeholders`: what the agency must still supply, as a Markdown checklist (`> da-fornire.md` to keep it). */
const language = languageFromArgs(process.argv.slice(2));
const result = await loadContent({ language });
process.stdout.write(placeholderChecklist(result.placeholders, language));
