import type { BlogSearch } from '../../../schema/blog-search.ts';
import type { SectionHydration } from '../../ui/hydration.ts';
import type { BlogListSection } from './schema.ts';

// The list is static until the visitor searches or picks a category; a search in the address applies at once.
export const hydration: SectionHydration<BlogListSection> = 'interaction';

export const hydrateAtLoadWith = ['q', 'categoria'] as const satisfies ReadonlyArray<keyof BlogSearch>;
