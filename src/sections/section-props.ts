import type { ComponentType } from 'react';
import type { SectionOfType, SectionType } from '../../schema/sections/index.ts';

export interface SectionProps<Type extends SectionType> {
  section: SectionOfType<Type>;
}

/** One component per section type, fed exactly that section's data. */
export type SectionComponentMap = { [Type in SectionType]: ComponentType<SectionProps<Type>> };

/** How to load each section type's component, on demand. */
export type SectionComponentLoaders = { [Type in SectionType]: () => Promise<ComponentType<SectionProps<Type>>> };
