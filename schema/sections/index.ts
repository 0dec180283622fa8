import { z } from 'zod';
import { sectionSchemas } from './all.ts';

/** The schema of every section type, derived from the section folders (src/sections/<type>/schema.ts). */
export { sectionSchemas };

export const sectionSchema = z.discriminatedUnion('type', [...sectionSchemas]).describe('Una sezione della pagina; "type" dice quale.');

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOfType<Type extends SectionType> = Extract<Section, { type: Type }>;

export const sectionTypes: readonly SectionType[] = sectionSchemas.map((schema) => schema.shape.type.value);
