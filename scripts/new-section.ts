import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECTIONS_DIR, writeSectionIndex } from '../build/section-index.ts';
import { scaffoldSection, SECTION_TYPE_PATTERN } from './sections/section-scaffold.ts';

/** `npm run new:section -- quote` writes src/sections/quote/ (schema, component, styles, example, test) and the indexes. */
const type = process.argv[2];
if (!type || !SECTION_TYPE_PATTERN.test(type)) {
  console.error('Usage: npm run new:section -- <type>   (lowercase letters, digits and hyphens, e.g. quote or price-table)');
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, SECTIONS_DIR, type);
if (existsSync(folder)) {
  console.error(`${SECTIONS_DIR}/${type}/ already exists: nothing written.`);
  process.exit(1);
}
mkdirSync(folder, { recursive: true });
for (const { file, text } of scaffoldSection(type)) writeFileSync(path.join(folder, file), text);
writeSectionIndex(root);
console.log(`Wrote ${SECTIONS_DIR}/${type}/ and the section indexes. Next: edit its schema.ts, component, styles and example.yaml;
npm run schema:json refreshes the editor schema and docs/sezioni.md; npm run dev shows it at /_catalogo.`);
