import type { SectionHydration } from '../hydration.ts';

// The list is the page's first screen and may have to apply a search from the address.
export const hydration: SectionHydration<'blog-list'> = 'load';
