import { performance } from 'node:perf_hooks';
import { loadContent } from './content/load.ts';
import { formatContentError } from './content/yaml-source.ts';

const started = performance.now();
const result = loadContent();
const elapsed = performance.now() - started;

if (result.errors.length > 0) {
  for (const error of result.errors) console.error(formatContentError(error));
  console.error(`\n${result.errors.length} content error${result.errors.length === 1 ? '' : 's'} in ${result.files.length} files.`);
  process.exit(1);
}
console.log(`Content OK: ${result.files.length} files, ${result.content?.pages.length ?? 0} pages checked in ${elapsed.toFixed(0)} ms.`);
