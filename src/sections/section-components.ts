import type { ComponentType } from 'react';
import { sectionLoaders } from './registry.ts';
import type { SectionOfType, SectionType } from './index.ts';

/** A section's view; an island's also gets the page's public address (src/sections/SectionRenderer.tsx). */
type AnySectionComponent = ComponentType<{ section: SectionOfType<SectionType>; pageAddress?: string }>;

export const registeredSectionTypes = Object.keys(sectionLoaders) as SectionType[];

const loaded = new Map<SectionType, AnySectionComponent>();

/** Loads the components a page needs before it renders, so prerendering and hydration render them at once. */
export async function loadSectionComponents(types: readonly SectionType[]): Promise<void> {
  await Promise.all(
    [...new Set(types)]
      .filter((type) => !loaded.has(type))
      .map(async (type) => {
        // The registry is exhaustive by type; TypeScript cannot correlate the key with the props of a union member.
        const component = (await sectionLoaders[type]()) as AnySectionComponent;
        loaded.set(type, component);
      }),
  );
}

export function loadedSectionComponent(type: SectionType): AnySectionComponent | undefined {
  return loaded.get(type);
}
