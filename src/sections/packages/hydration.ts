import type { SectionHydration } from '../hydration.ts';

// The request buttons are links until the visitor reaches for one.
export const hydration: SectionHydration<'packages'> = 'interaction';
