import type { SectionHydration } from '../hydration.ts';

export const hydration: SectionHydration<'newsletter-box'> = 'visible';
