import type { SectionHydration } from '../hydration.ts';

// A plain form that keeps what is typed: it hydrates when the visitor starts filling it in.
export const hydration: SectionHydration<'newsletter-box'> = 'interaction';
