import type { SectionHydration } from '../../ui/hydration.ts';
import { MESSAGE_PARAM } from '../../ui/dialog-link.ts';
import type { ContactFormSection } from './schema.ts';

// A plain form that keeps what is typed: it hydrates when the visitor reaches for it.
export const hydration: SectionHydration<ContactFormSection> = 'interaction';

// A request button elsewhere leads here with its message in the address, to be filled in at once.
export const hydrateAtLoadWith = [MESSAGE_PARAM];
