import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildJsonSchemas } from '../content-compiler/json-schema.ts';
import { buildSectionReference, SECTION_REFERENCE_FILE } from '../content-compiler/section-reference.ts';

const outputDir = path.join(process.cwd(), 'schema', 'json');
mkdirSync(outputDir, { recursive: true });
for (const [name, schema] of Object.entries(buildJsonSchemas())) {
  const file = path.join(outputDir, name);
  writeFileSync(file, `${JSON.stringify(schema, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

const referenceFile = path.join(process.cwd(), SECTION_REFERENCE_FILE);
mkdirSync(path.dirname(referenceFile), { recursive: true });
writeFileSync(referenceFile, buildSectionReference());
console.log(`wrote ${SECTION_REFERENCE_FILE}`);
