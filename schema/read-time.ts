/** No zod here: the browser imports this file. */
export const READ_TIME_PLACEHOLDER = '{minuti}';

/** "{minuti} min di lettura" with 9 → "9 min di lettura". */
export function readTimeText(template: string, minutes: number): string {
  return template.replace(READ_TIME_PLACEHOLDER, String(minutes));
}
