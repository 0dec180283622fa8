/**
 * The agency's clock, Europe/Rome with its summer time, in Web APIs alone (no zod: the Worker bundles it through the
 * morning digest): a Rome day and time read as an instant, and an instant's Rome day. The pages' schedule
 * (schedule.ts), the inbox's office hours and the morning digest read time through here.
 */

export const ROME_TIME_ZONE = 'Europe/Rome';

export const ROME_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

const romeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: ROME_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** The wall-clock time in Rome at `instant`, as minutes since 1970 read as if Rome were UTC. */
function romeWallClock(instant: number): number {
  const parts = Object.fromEntries(romeParts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
}

const romeCalendarDay = new Intl.DateTimeFormat('en-US', {
  timeZone: ROME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day of Rome's calendar at `instant`, "2026-12-03": the office hours' and the morning digest's day. */
export function romeDay(instant: Date): string {
  const parts = Object.fromEntries(romeCalendarDay.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * "2026-12-03 09:00" (Rome) → the instant. Undefined for a text not in that form, a day not in the calendar, or a time
 * that Rome's clock skips (the last Sunday of March, 02:00–02:59). In the hour October repeats, the first one.
 */
export function romeInstant(text: string): Date | undefined {
  const match = ROME_DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  if (hour > 23 || minute > 59) return undefined;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const calendar = new Date(wall);
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  // Rome is one or two hours ahead of UTC: two corrections find the instant whose Rome clock reads `wall`.
  let instant = wall - (romeWallClock(wall) - wall);
  instant = wall - (romeWallClock(instant) - instant);
  const earlier = instant - 60 * 60 * 1000;
  if (romeWallClock(earlier) === wall) instant = earlier;
  return romeWallClock(instant) === wall ? new Date(instant) : undefined;
}
