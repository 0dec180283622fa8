import type { ComponentType } from 'react';
import { z } from 'zod';
import type { SectionBuild } from '../../schema/section-contracts.ts';
import { sectionSchemas } from './schemas.ts';

/** The schema of every section type, derived from the section folders (src/sections/<type>/schema.ts). */
export { sectionSchemas };

export const sectionSchema = z.discriminatedUnion('type', [...sectionSchemas]).describe('Una sezione della pagina; "type" dice quale.');

export type Section = z.infer<typeof sectionSchema>;
export type SectionType = Section['type'];
export type SectionOfType<Type extends SectionType> = Extract<Section, { type: Type }>;

export const sectionTypes: readonly SectionType[] = sectionSchemas.map((schema) => schema.shape.type.value);

/** The build-time hooks of the section types that have a build.ts, each fed exactly its own section's data. */
export type SectionBuildHooks = { [Type in SectionType]?: SectionBuild<SectionOfType<Type>> };

/** The components of the section types that hydrate (their folder has a hydration.ts), each fed exactly its own section's data. */
export type SectionIslandLoaders = { [Type in SectionType]?: () => Promise<ComponentType<{ section: SectionOfType<Type> }>> };

/** One component per section type, fed exactly that section's data: a type without one fails the type check. */
export type SectionComponentLoaders = { [Type in SectionType]: () => Promise<ComponentType<{ section: SectionOfType<Type> }>> };
