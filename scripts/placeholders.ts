import { languageFromArgs } from './content/language.ts';
import { loadContent } from './content/load.ts';
import { placeholderChecklist } from './content/placeholders.ts';

/** `npm run placeholders`: what the agency must still supply, as a Markdown checklist (`> da-fornire.md` to keep it). */
const language = languageFromArgs(process.argv.slice(2));
const result = loadContent({ language });
process.stdout.write(placeholderChecklist(result.placeholders, language));
