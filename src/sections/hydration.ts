import type { Section, SectionOfType, SectionType } from './index.ts';
import type { HydrationChoice } from '../islands/hydration.ts';

/** What a section type's folder declares in its hydration.ts: a fixed choice, or one made from the section's data. */
export type SectionHydration<Type extends SectionType> = HydrationChoice | ((section: SectionOfType<Type>) => HydrationChoice);

interface HydrationModule {
  hydration: SectionHydration<SectionType>;
  hydrateAtLoadWith?: readonly string[];
}

const declarations = import.meta.glob<HydrationModule>('./*/hydration.ts', { eager: true });

function opensDialog(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(opensDialog);
  if (typeof value !== 'object' || value === null) return false;
  if ('type' in value && value.type === 'dialog' && 'dialog' in value) return true;
  return Object.values(value).some(opensDialog);
}

/**
 * Whether and when a section becomes interactive. A section is plain HTML (no script at all) unless
 * its folder's hydration.ts says otherwise, or one of its buttons opens a dialog.
 */
export function sectionHydration(section: Section): HydrationChoice {
  const declared = declarations[`./${section.type}/hydration.ts`]?.hydration;
  if (typeof declared === 'function') return declared(section);
  if (declared) return declared;
  // Its dialog buttons are links to the same request until the visitor reaches for one.
  return opensDialog(section) ? 'interaction' : 'static';
}

/**
 * The address parameters that make a section hydrate as soon as the page loads, whatever its
 * hydration.ts says otherwise: a search to apply, a message to fill in. Declared in the same file
 * as `export const hydrateAtLoadWith = ['q']`.
 */
export function sectionAddressParameters(section: Section): readonly string[] {
  return declarations[`./${section.type}/hydration.ts`]?.hydrateAtLoadWith ?? [];
}
