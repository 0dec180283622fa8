/**
 * Writes the site's web font (src/styles/fonts/): Plus Jakarta Sans from Fontsource, cut to the
 * characters and weights in scripts/font-subset.ts. Run it after changing those or updating the
 * font package:
 *
 *   npm run font:subset
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { cssUnicodeRange, FONT_WEIGHT_RANGE, fontCharacters } from '../build/font-subset.ts';

const root = process.cwd();
const source = path.join(root, 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');
const subsetFontFile = path.join(root, 'src/styles/fonts/plus-jakarta-sans-italian.woff2');

const font = readFileSync(source);
const subset = await subsetFont(font, fontCharacters(), { targetFormat: 'woff2', variationAxes: { wght: FONT_WEIGHT_RANGE } });
writeFileSync(subsetFontFile, subset);
console.log(`${path.relative(root, subsetFontFile)}: ${(subset.length / 1024).toFixed(1)} KB (from ${(font.length / 1024).toFixed(1)} KB)`);
console.log(`unicode-range for src/styles/fonts.css: ${cssUnicodeRange()}`);
