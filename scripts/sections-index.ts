import path from 'node:path';
import { staleSectionIndexFiles, writeSectionIndex } from '../build/section-index.ts';

/** `npm run sections:index` rewrites the indexes derived from src/sections/; `-- --check` only says whether they are current. */
const root = path.resolve(import.meta.dirname, '..');
if (process.argv.includes('--check')) {
  const stale = staleSectionIndexFiles(root);
  for (const file of stale) console.error(`${file} does not match the folders of src/sections/: run npm run sections:index`);
  process.exit(stale.length > 0 ? 1 : 0);
}
for (const file of writeSectionIndex(root)) console.log(`wrote ${file}`);
