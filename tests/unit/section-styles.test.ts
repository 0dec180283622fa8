// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const sectionStyles = [
  ...readdirSync(path.join(root, 'src/sections'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => `src/sections/${file}`),
  ...readdirSync(path.join(root, 'src/ui'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `src/ui/${file}`),
];

describe('section styles take their colours from the theme', () => {
  it.each(sectionStyles)('%s has no colour literal and no !important', (file) => {
    const css = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css.match(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi) ?? []).toEqual([]);
    expect(css.match(/!important/g) ?? []).toEqual([]);
  });
});
