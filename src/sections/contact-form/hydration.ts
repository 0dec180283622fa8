import type { SectionHydration } from '../hydration.ts';
import { MESSAGE_PARAM } from '../../ui/dialog-link.ts';

// A plain form that keeps what is typed: it hydrates when the visitor starts filling it in.
export const hydration: SectionHydration<'contact-form'> = 'interaction';

// A request button elsewhere leads here with its message in the address, to be filled in at once.
export const hydrateAtLoadWith = [MESSAGE_PARAM];
