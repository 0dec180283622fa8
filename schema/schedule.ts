import { z } from 'zod';
import { messageFor } from './messages.ts';
import { hint } from './editor-hints.ts';
import { ROME_DATE_TIME, ROME_TIME_ZONE, romeInstant } from './rome-clock.ts';

/*
 * A page's schedule: `publishAt` and `unpublishAt`, a date and a time on the agency's clock (Europe/Rome, summer time
 * included), written "2026-12-03 09:00". A release built before `publishAt` or from `unpublishAt` on leaves the page out
 * (content-compiler/load.ts filters it where the content is loaded, so every list agrees).
 */

export const SCHEDULE_TIME_ZONE = ROME_TIME_ZONE;
export { romeInstant };

export const romeDateTimeSchema = hint(
  z
    .string()
    .regex(ROME_DATE_TIME, {
      ...messageFor(
        'scrivi data e ora come anno-mese-giorno ore:minuti, ora di Roma, es. "2026-12-03 09:00"',
        'write date and time as year-month-day hours:minutes, Rome time, e.g. "2026-12-03 09:00"',
      ),
      abort: true,
    })
    .refine(
      (text) => romeInstant(text) !== undefined,
      messageFor(
        'questo giorno o quest’ora non esiste a Roma (controlla giorno, mese e il cambio dell’ora legale)',
        'this day or time does not exist in Rome (check day, month and the change to summer time)',
      ),
    ),
  'datetime',
);

/** A page a release leaves out because of its schedule, and the field that says so. */
export interface LeftOutPage {
  file: string;
  field: 'publishAt' | 'unpublishAt';
  /** The field's value, "2026-12-03 09:00" (Rome). */
  at: string;
}

/** The two fields of a page's schedule, as the page schema holds them. */
export interface Schedule {
  publishAt?: string | undefined;
  unpublishAt?: string | undefined;
}

export type ScheduleState =
  | { kind: 'online'; until: Date | undefined }
  | { kind: 'scheduled'; at: Date }
  | { kind: 'expired'; since: Date };

/** Where a page stands at `now`: online (perhaps until a time), not yet online, or taken offline. */
export function scheduleState(schedule: Schedule, now: Date): ScheduleState {
  const publish = schedule.publishAt === undefined ? undefined : romeInstant(schedule.publishAt);
  const unpublish = schedule.unpublishAt === undefined ? undefined : romeInstant(schedule.unpublishAt);
  if (unpublish && now.getTime() >= unpublish.getTime()) return { kind: 'expired', since: unpublish };
  if (publish && now.getTime() < publish.getTime()) return { kind: 'scheduled', at: publish };
  return { kind: 'online', until: unpublish };
}

export function isOnlineAt(schedule: Schedule, now: Date): boolean {
  return scheduleState(schedule, now).kind === 'online';
}

/**
 * The first `publishAt` or `unpublishAt` of any page strictly after `now`: when a release built now stops being the
 * right one (undefined: nothing is scheduled).
 */
export function nextScheduledChange(schedules: readonly Schedule[], now: Date): Date | undefined {
  return upcomingScheduledChanges(schedules, now)[0];
}

/**
 * Every `publishAt` and `unpublishAt` strictly after `now`, earliest first and each instant once: the times at which a
 * release built now stops being the right one. The build writes them beside the release, and each runtime's scheduled
 * job starts the deploy again when one of them has come (functions/send-contact-email/scheduled-deploy.ts).
 */
export function upcomingScheduledChanges(schedules: readonly Schedule[], now: Date): Date[] {
  const instants = new Set<number>();
  for (const schedule of schedules) {
    for (const text of [schedule.publishAt, schedule.unpublishAt]) {
      const instant = text === undefined ? undefined : romeInstant(text);
      if (instant && instant.getTime() > now.getTime()) instants.add(instant.getTime());
    }
  }
  return [...instants].sort((a, b) => a - b).map((instant) => new Date(instant));
}
