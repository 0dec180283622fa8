import { performance } from 'node:perf_hooks';
import { languageFromArgs } from '../content-compiler/language.ts';
import { cliText, formatContentWarning } from '../content-compiler/messages.ts';
import { formatPlaceholderWarning } from '../content-compiler/placeholders.ts';
import { formatContentError } from '../content-compiler/yaml-source.ts';
import { lintContent } from '../editor/rendered-quality.ts';

const language = languageFromArgs(process.argv.slice(2));
const text = cliText[language];
const started = performance.now();
// Every page is also rendered by the site's renderer and checked as it comes out (editor/rendered-quality.ts).
const result = await lintContent({ language, log: console.log });
const elapsed = performance.now() - started;

for (const warning of result.warnings) console.warn(formatContentWarning(warning, language));
for (const placeholder of result.placeholders) console.warn(formatPlaceholderWarning(placeholder, language));
if (result.placeholders.length > 0) console.warn(`\n${text.placeholderSummary(result.placeholders.length)}\n`);

if (result.errors.length > 0) {
  for (const error of result.errors) console.error(formatContentError(error));
  console.error(`\n${text.lintFailed(result.errors.length, result.files.length)}`);
  process.exit(1);
}
console.log(text.lintPassed(result.files.length, result.content?.pages.length ?? 0, elapsed));
