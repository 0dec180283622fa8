import type { LeadStatus } from '../../schema/leads.ts';

/** Each status's badge colour: dark shades, so the white text on them is readable (WCAG AA). */
export const STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'indigo.8',
  in_progress: 'cyan.9',
  closed: 'gray.7',
  spam: 'red.9',
};

const dateTime = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
