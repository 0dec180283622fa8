/**
 * The agency's office hours, defined once: the opening hours the site states (`contact.hours` in pages-yaml/_site.yaml),
 * on Rome's clock, summer time included. The time to first answer (first-answer.ts) counts, besides the whole wait, the
 * part of it that fell inside them. The owner's app also runs on a Worker, which has no pages-yaml/ to read, so the hours
 * are written here and a unit test (tests/unit/inbox/first-answer.test.ts) keeps them in step with the site file.
 */
import { romeDay, romeInstant } from '../schema/rome-clock.ts';

/** In the order of `Date.getUTCDay()`, with the names the site file uses. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Days that open at `opens` and close at `closes` ("09:00", Rome time). */
export interface OfficeHoursRow {
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** Mon–Fri 9:00–18:00, Sat 9:00–13:00, Sunday closed: what _site.yaml says (and the specification). */
export const OFFICE_HOURS: readonly OfficeHoursRow[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '13:00' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

function followingDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function weekdayOf(day: string): Weekday {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 'Sunday';
}

/**
 * The milliseconds between `start` and `end` that fall inside the office hours: nights, Sundays and the hours after
 * Saturday's closing count nothing. Each day's opening and closing are read on Rome's clock of that day, so a day when
 * the clocks change has its office hours at the usual times.
 */
export function officeTimeBetween(start: Date, end: Date, hours: readonly OfficeHoursRow[] = OFFICE_HOURS): number {
  if (end.getTime() <= start.getTime()) return 0;
  const lastDay = romeDay(end);
  let total = 0;
  for (let day = romeDay(start); day <= lastDay; day = followingDay(day)) {
    const weekday = weekdayOf(day);
    for (const row of hours) {
      if (!row.days.includes(weekday)) continue;
      const opens = romeInstant(`${day} ${row.opens}`)?.getTime();
      const closes = romeInstant(`${day} ${row.closes}`)?.getTime();
      if (opens === undefined || closes === undefined) continue;
      const from = Math.max(opens, start.getTime());
      const to = Math.min(closes, end.getTime());
      if (to > from) total += to - from;
    }
  }
  return total;
}
