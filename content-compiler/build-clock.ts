/**
 * The build's "now", which decides which scheduled pages a release holds (schema/schedule.ts): the machine's clock, or
 * the instant in BUILD_NOW (ISO 8601 with its offset, e.g. `BUILD_NOW=2026-12-03T08:59:00Z npm run build`), which
 * tests use as a fake clock and a host can use to build the release of a given moment. `loadContent({ now })` takes it
 * directly.
 */
export function buildNow(environment: NodeJS.ProcessEnv = process.env): Date {
  const text = environment.BUILD_NOW;
  if (text === undefined || text === '') return new Date();
  const instant = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) || Number.isNaN(instant.getTime())) {
    throw new Error(`BUILD_NOW="${text}" is not an instant: write it as ISO 8601 with its offset, e.g. 2026-12-03T08:59:00Z`);
  }
  return instant;
}
