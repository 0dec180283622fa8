import { escapeToBuffer } from 'hono/utils/html';

/** A value written into markup as text or an attribute's value, escaped as Hono's `html` escapes it (&, <, >, " and '). */
export function escapeHtml(value: string): string {
  const buffer: [string] = [''];
  escapeToBuffer(value, buffer);
  return buffer[0];
}
