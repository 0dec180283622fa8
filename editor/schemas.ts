import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { editorHints } from '../schema/editor-hints.ts';
import { siteSchema } from '../schema/site.ts';
import { emailCopySchema } from '../schema/email.ts';
import { pageSchema } from '../src/sections/page-schema.ts';
import { sectionSchemas } from '../src/sections/schemas.ts';
import type { EditorSchemas, JsonObject, JsonSchema, SectionKind } from './api-types.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** A field's JSON Schema as the content schemas describe it, with the editor's hint where one is written. */
function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const hint = editorHints.get(zodSchema);
      if (hint) Object.assign(jsonSchema, { editor: hint.editor });
    },
  }) as JsonSchema;
}

/** Every section type, read from the section folders: a new type gets its form and its example with no editor code. */
export function sectionKinds(root = PROJECT_ROOT): SectionKind[] {
  return sectionSchemas.map((schema) => {
    const type = schema.shape.type.value;
    const example = parse(readFileSync(path.join(root, 'src', 'sections', type, 'example.yaml'), 'utf8')) as JsonObject;
    return { type, description: schema.description ?? '', example };
  });
}

/** The forms of the editor, generated from the schemas the build validates with. */
export function editorSchemas(routes: string[]): EditorSchemas {
  return {
    page: toJsonSchema(pageSchema),
    site: toJsonSchema(siteSchema),
    email: toJsonSchema(emailCopySchema),
    sections: sectionKinds(),
    routes,
  };
}
