import type { SectionHydration } from '../hydration.ts';

export const hydration: SectionHydration<'contact-form'> = 'visible';
