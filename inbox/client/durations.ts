/** Waits and office hours as the owner reads them, in Italian. */

const MINUTE_MS = 60_000;

/**
 * A wait: "meno di 1 min", "45 min", "1 h 20 min", "3 h", "1 giorno 4 h", "2 giorni" (from a day on, to the hour).
 * `inDays: false` for office-hours time, where a day of it is not 24 hours: "31 h".
 */
export function formatDuration(milliseconds: number, options: { inDays?: boolean } = {}): string {
  // One figure: a narrow table cell never breaks it ("1 giorno" over "2 h").
  return durationWords(milliseconds, options).replaceAll(' ', '\u00a0');
}

function durationWords(milliseconds: number, { inDays = true }: { inDays?: boolean }): string {
  const minutes = Math.round(milliseconds / MINUTE_MS);
  if (minutes < 1) return 'meno di 1 min';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const rest = minutes % 60;
    return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
  }
  const hours = Math.round(minutes / 60);
  if (!inDays) return `${hours.toLocaleString('it-IT')} h`;
  const days = Math.floor(hours / 24);
  const restHours = hours % 24;
  const dayText = days === 1 ? '1 giorno' : `${days.toLocaleString('it-IT')} giorni`;
  return restHours === 0 ? dayText : `${dayText} ${restHours} h`;
}

/** Monday first, as an Italian week; the names the API sends (the site file's). */
const DAY_NAMES: ReadonlyArray<readonly [string, string]> = [
  ['Monday', 'lun'],
  ['Tuesday', 'mar'],
  ['Wednesday', 'mer'],
  ['Thursday', 'gio'],
  ['Friday', 'ven'],
  ['Saturday', 'sab'],
  ['Sunday', 'dom'],
];

function dayRange(days: readonly string[]): string {
  const positions = days.map((day) => DAY_NAMES.findIndex(([name]) => name === day)).sort((first, second) => first - second);
  const names = positions.map((position) => DAY_NAMES[position]?.[1] ?? '?');
  const consecutive = positions.every((position, index) => index === 0 || position === (positions[index - 1] ?? 0) + 1);
  return consecutive && names.length > 2 ? `${names[0]}–${names.at(-1)}` : names.join(', ');
}

/** "09:00" → "9:00". */
function clockTime(time: string): string {
  return time.replace(/^0(?=\d:)/, '');
}

/** "lun–ven 9:00–18:00, sab 9:00–13:00". */
export function describeOfficeHours(rows: ReadonlyArray<{ days: readonly string[]; opens: string; closes: string }>): string {
  return rows.map((row) => `${dayRange(row.days)} ${clockTime(row.opens)}–${clockTime(row.closes)}`).join(', ');
}
