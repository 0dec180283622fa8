/**
 * The characters and weights the site's web font keeps. Fontsource's Latin file covers the whole
 * Latin script and every weight from 200 to 800 (27 KB). Italian text in the weights the theme uses
 * needs 13 KB, which with its response headers fits a new connection's first round trip (TCP's
 * initial window, about 14.6 KB): on a slow phone the font, on the path to the largest paint,
 * arrives one round trip sooner than at 15 KB. A character outside the set (©, say) shows in the
 * fallback font, which has the same metrics.
 */

const ASCII_FIRST = 0x20;
const ASCII_LAST = 0x7e;

/** Italian's accented letters, its quotes and dashes, €, and the no-break space. */
const BEYOND_ASCII = '\u00a0àèéìòùÀÈÉÌÒÙ€’“”–—…«»°';

/** The weights used by the theme and the components: body 400 to headings 800. */
export const FONT_WEIGHT_RANGE = { min: 400, max: 800 } as const;

export function fontCharacters(): string {
  let ascii = '';
  for (let codePoint = ASCII_FIRST; codePoint <= ASCII_LAST; codePoint += 1) ascii += String.fromCodePoint(codePoint);
  return ascii + BEYOND_ASCII;
}

/** The characters as a CSS `unicode-range` value, consecutive code points joined into ranges. */
export function cssUnicodeRange(): string {
  const codePoints = [...new Set([...fontCharacters()].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const ranges: Array<[number, number]> = [];
  for (const codePoint of codePoints) {
    const last = ranges.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}
