import type { SectionHydration } from '../hydration.ts';

// The monthly/yearly toggle is native radios and the request buttons are links until then.
export const hydration: SectionHydration<'pricing'> = 'interaction';
