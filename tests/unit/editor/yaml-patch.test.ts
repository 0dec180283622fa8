// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listYamlFiles } from '../../../content-compiler/discovery.ts';
import { roundTrip } from '../../../editor/round-trip.ts';
import { patchYaml, readYamlData } from '../../../editor/yaml-patch.ts';
import { projectRoot } from '../content/fixture.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The lines taken out and put in, once the lines both texts share at the start and at the end are set aside. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

function* stringFields(value: Json, at: Array<string | number> = []): Generator<Array<string | number>> {
  if (typeof value === 'string') yield at;
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* stringFields(item, [...at, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringFields(item, [...at, key]);
}

function withValue(data: Json, at: ReadonlyArray<string | number>, change: (value: Json) => Json): Json {
  const copy = structuredClone(data);
  let holder = copy as Record<string | number, Json>;
  for (const key of at.slice(0, -1)) holder = holder[key] as Record<string | number, Json>;
  const last = at.at(-1) as string | number;
  holder[last] = change(holder[last] as Json);
  return copy;
}

const comments = (text: string) => text.split('\n').filter((line) => line.trimStart().startsWith('#') || / #/.test(line));
const calcio = path.join(projectRoot, 'pages-yaml/sport/calcio-marketing.yaml');
const calcioText = readFileSync(calcio, 'utf8');
const calcioData = () => readYamlData(calcioText) as { sections: Array<Record<string, Json>> } & Record<string, Json>;

describe('writing YAML back', () => {
  it('gives back every file of pages-yaml/ byte for byte when nothing changed', () => {
    const result = roundTrip(path.join(projectRoot, 'pages-yaml'), projectRoot);
    expect(result.files).toBe(listYamlFiles(path.join(projectRoot, 'pages-yaml')).length);
    expect(result.changed).toEqual([]);
  });

  // About 3,800 fields, each written and read back: seconds on a quiet machine, more on a busy one.
  it('changes one line for one changed text on one line, in every file, for every such field', { timeout: 180_000 }, () => {
    let checked = 0;
    const wider: unknown[] = [];
    for (const file of listYamlFiles(path.join(projectRoot, 'pages-yaml'))) {
      const text = readFileSync(file, 'utf8');
      const data = readYamlData(text) as Json;
      for (const at of stringFields(data)) {
        const after = withValue(data, at, (value) => `${String(value)} nuovo`);
        const written = patchYaml(text, after);
        const { removed, added } = changedLines(text, written);
        const isBlock = removed.some((line) => /:\s*[>|][-+]?\s*$/.test(line)) || added.length !== removed.length;
        if (isBlock) continue;
        if (removed.length !== 1 || added.length !== 1) wider.push({ file, at, removed, added });
        checked++;
      }
    }
    expect(wider).toEqual([]);
    expect(checked).toBeGreaterThan(2000);
  });

  it('changes the hero headline of /sport/calcio-marketing on its line alone, keeping every comment', () => {
    const data = calcioData();
    (data.sections[0] as Record<string, Json>).headline = 'Più tifosi, più sponsor';
    const written = patchYaml(calcioText, data);
    expect(changedLines(calcioText, written)).toEqual({
      removed: ['    headline: Più tifosi sugli spalti, più sponsor in bacheca'],
      added: ['    headline: Più tifosi, più sponsor'],
    });
    expect(comments(written)).toEqual(comments(calcioText));
  });

  it('quotes a text that YAML would otherwise read as a number, a yes/no, a field or a comment', () => {
    for (const value of ['5.0', 'true', 'null', 'Orari: dalle 9', 'Il circolo #1', '- trattino', ' spazio', 'riga\nnuova', "l'apostrofo"]) {
      const data = calcioData();
      (data.sections[0] as Record<string, Json>).badge = value;
      const written = patchYaml(calcioText, data);
      expect((parse(written) as typeof data).sections[0]?.badge).toBe(value);
      expect(changedLines(calcioText, written).added).toHaveLength(1);
    }
  });

  it('keeps a folded text’s lines before and after a changed word', () => {
    const data = calcioData();
    const hero = data.sections[0] as Record<string, Json>;
    hero.text = String(hero.text).replace('ogni settimana', 'ogni giorno');
    const { removed, added } = changedLines(calcioText, patchYaml(calcioText, data));
    expect(removed).toEqual(['      società di calcio ogni settimana, dalla prima squadra alla scuola calcio, così lo staff può']);
    expect(added).toEqual(['      società di calcio ogni giorno, dalla prima squadra alla scuola calcio, così lo staff può']);
  });

  it('keeps a folded line whole when a link added to it makes it longer than the text is wrapped', () => {
    const data = calcioData();
    const hero = data.sections[0] as Record<string, Json>;
    hero.text = String(hero.text).replace(
      'dalla prima squadra alla scuola calcio',
      'dalla [prima squadra](/sport/calcio-marketing#pacchetti) alla scuola calcio',
    );
    const written = patchYaml(calcioText, data);
    expect((parse(written) as typeof data).sections[0]?.text).toBe(hero.text);
    const { removed, added } = changedLines(calcioText, written);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([removed[0]?.replace('dalla prima squadra', 'dalla [prima squadra](/sport/calcio-marketing#pacchetti)')]);
  });

  it('moves a section as a block of lines, comments and blank lines kept', () => {
    const text =
      'title: Pagina\nsections:\n  # La prima\n  - type: hero # titolo\n    headline: Uno\n\n  # La seconda\n  - type: cta\n    headline: Due\n';
    const data = readYamlData(text) as { sections: Json[] };
    data.sections.reverse();
    expect(patchYaml(text, data)).toBe(
      'title: Pagina\nsections:\n  # La seconda\n  - type: cta\n    headline: Due\n\n  # La prima\n  - type: hero # titolo\n    headline: Uno\n',
    );
  });

  it('adds, duplicates and removes sections and fields without touching the rest', () => {
    const stats = parse(readFileSync(path.join(projectRoot, 'src/sections/stats/example.yaml'), 'utf8')) as Json;
    const data = calcioData();
    data.sections.splice(1, 0, stats as Record<string, Json>);
    const added = patchYaml(calcioText, data);
    expect(readYamlData(added)).toEqual(data);
    expect(changedLines(calcioText, added).removed).toEqual([]);

    const duplicated = calcioData();
    duplicated.sections.splice(1, 0, structuredClone(duplicated.sections[0]) as Record<string, Json>);
    expect(changedLines(calcioText, patchYaml(calcioText, duplicated)).removed).toEqual([]);

    const removed = calcioData();
    removed.sections.splice(1, 1);
    expect(changedLines(calcioText, patchYaml(calcioText, removed)).added).toEqual([]);

    const field = calcioData();
    const hero = field.sections[0] as Record<string, Json>;
    delete hero.badge;
    field.sections[0] = { type: 'hero', id: 'inizio', ...hero };
    const { removed: out, added: inserted } = changedLines(calcioText, patchYaml(calcioText, field));
    expect(inserted).toContain('    id: inizio');
    expect(out).toContain('    badge: Marketing per società di calcio');
  });

  it('keeps fields no schema describes', () => {
    const text = 'title: Pagina # titolo\nsconosciuto: { a: 1 }\nsections:\n  - type: hero\n    nota: da rivedere\n    headline: Uno\n';
    const data = readYamlData(text) as { title: string };
    data.title = 'Pagina nuova';
    expect(patchYaml(text, data)).toBe(text.replace('title: Pagina #', 'title: Pagina nuova #'));
  });
});
