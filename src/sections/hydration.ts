import type { Hydration, SectionHydration } from '../ui/hydration.ts';
import type { Section } from './index.ts';
import { sectionIslandLoaders } from './islands.ts';

interface HydrationModule {
  hydration: SectionHydration<Section>;
  hydrateAtLoadWith?: readonly string[];
}

const declarations = import.meta.glob<HydrationModule>('./*/hydration.ts', { eager: true });

/** The section types whose folder declares hydration but that the browser could not hydrate: none, or the build stops. */
export function sectionsHydratedWithoutIsland(): string[] {
  return Object.keys(declarations)
    .map((file) => file.split('/')[1] ?? file)
    .filter((type) => !Object.hasOwn(sectionIslandLoaders, type));
}

const unregistered = sectionsHydratedWithoutIsland();
if (unregistered.length > 0) {
  throw new Error(
    unregistered
      .map(
        (type) =>
          `Section "${type}" declares hydration (src/sections/${type}/hydration.ts) but has no island in src/sections/islands.ts, so the browser could not hydrate it: run npm run sections:index.`,
      )
      .join('\n'),
  );
}

/**
 * Whether and when a section becomes interactive. A section is plain HTML, with no script at all, unless its
 * folder's hydration.ts says otherwise: its buttons open dialogs from one listener on the document.
 */
export function sectionHydration(section: Section): Hydration | 'static' {
  const declared = declarations[`./${section.type}/hydration.ts`]?.hydration;
  return typeof declared === 'function' ? declared(section) : (declared ?? 'static');
}

/**
 * The address parameters that make a section hydrate as soon as the page loads, whatever its
 * hydration.ts says otherwise: a search to apply, a message to fill in. Declared in the same file
 * as `export const hydrateAtLoadWith = ['q']`.
 */
export function sectionAddressParameters(section: Section): readonly string[] {
  return declarations[`./${section.type}/hydration.ts`]?.hydrateAtLoadWith ?? [];
}
