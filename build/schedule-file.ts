/**
 * The release's upcoming changes, for the runtimes' scheduled re-deploy (functions/send-contact-email/scheduled-deploy.ts):
 * every `publishAt` and `unpublishAt` after the build's clock, written where the site server reads its own files and
 * visitors get nothing (a dot folder: site-server/rules.ts isBuildInternal).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { releaseScheduleText, SCHEDULE_FILE } from '../functions/send-contact-email/scheduled-deploy.ts';
import { type Schedule, upcomingScheduledChanges } from '../schema/schedule.ts';

/** Writes `<clientDir>/.site-server/schedule.json` and returns the upcoming instants it holds. */
export function writeScheduleFile(clientDir: string, schedules: readonly Schedule[], builtAt: Date): Date[] {
  const changes = upcomingScheduledChanges(schedules, builtAt);
  const file = path.join(clientDir, SCHEDULE_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, releaseScheduleText(builtAt, changes));
  return changes;
}
