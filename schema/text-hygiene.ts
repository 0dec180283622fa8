/**
 * What a visitor's text may hold, shared by the forms (browser) and the function (server).
 * Plain regular expressions, so the browser bundle pulls in no zod.
 */

/** Characters that take no room on screen: spaces of every width, zero-width and format characters, Hangul fillers, the blank Braille cell. */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Characters that reorder text in a direction other than the one written (bidi embeddings, overrides, isolates and marks). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Any control character (CR, LF, tab, NUL, DEL, C1), a line or paragraph separator, or a bidi control. */
const NOT_SINGLE_LINE = new RegExp(`[\\p{Cc}\\u2028\\u2029]|${BIDI_CONTROLS.source}`, 'u');

/** In a multi-line field, line breaks and tabs are text; other control characters and bidi controls are not. */
const NOT_MULTI_LINE = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]|${BIDI_CONTROLS.source}`, 'u');

/** True for a value a person would read as empty: nothing, or only spaces and invisible characters. */
export function looksEmpty(value: string): boolean {
  return value.replace(INVISIBLE, '') === '';
}

export function isSingleLineText(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

export function isMultiLineText(value: string): boolean {
  return !NOT_MULTI_LINE.test(value);
}

/** What the browser sends for a one-line field: pasted control and bidi characters become spaces, the ends are trimmed. */
export function singleLineValue(value: string): string {
  return value.replace(new RegExp(NOT_SINGLE_LINE.source, 'gu'), ' ').trim();
}
