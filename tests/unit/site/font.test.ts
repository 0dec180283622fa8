// @vitest-environment node
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { cssUnicodeRange, FONT_WEIGHT_RANGE, fontCharacters } from '../../../build/font-subset.ts';

const fontsCss = readFileSync('src/styles/fonts.css', 'utf8');
// Whitespace collapsed: the formatter may wrap a long declaration.
const webFontFace = (/@font-face\s*\{[^}]*font-family: 'Plus Jakarta Sans Variable';[^}]*\}/.exec(fontsCss)?.[0] ?? '').replace(
  /\s+/g,
  ' ',
);

describe('the web font', () => {
  it('declares the characters it holds, so that any other character falls back instead of showing a missing glyph', () => {
    expect(webFontFace).toContain(`unicode-range: ${cssUnicodeRange()};`.replace(/\s+/g, ' '));
    expect(webFontFace).toContain(`font-weight: ${FONT_WEIGHT_RANGE.min} ${FONT_WEIGHT_RANGE.max};`);
  });

  it('is the file `npm run font:subset` writes from the declared characters and weights', async () => {
    const source = readFileSync('node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');
    const expected = await subsetFont(source, fontCharacters(), { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHT_RANGE } });
    expect(Buffer.compare(readFileSync('src/styles/fonts/plus-jakarta-sans-italian.woff2'), expected)).toBe(0);
  });

  it('covers every letter of Italian text, accented capitals included', () => {
    for (const character of 'àèéìòùÀÈÉÌÒÙ€«»“”’–—…') expect(fontCharacters()).toContain(character);
  });
});
