import { z } from 'zod';
import { pageSchema } from '../src/sections/page-schema.ts';
import { siteSchema } from '../schema/site.ts';
import { emailCopySchema } from '../schema/email.ts';

/** JSON Schemas for editors, keyed by file name under schema/json/. They describe what a marketer types, so defaults are optional. */
export function buildJsonSchemas(): Record<string, unknown> {
  const options = { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' } as const;
  return {
    'page.schema.json': { title: 'Pagina del sito', ...z.toJSONSchema(pageSchema, options) },
    'site.schema.json': { title: 'Impostazioni del sito', ...z.toJSONSchema(siteSchema, options) },
    'email.schema.json': { title: 'E-mail automatiche', ...z.toJSONSchema(emailCopySchema, options) },
  };
}
