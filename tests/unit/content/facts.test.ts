// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { FACT_NAMES } from '../../../content-compiler/site-facts.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import { localBusiness } from '../../../src/seo/structured-data.ts';
import { createContentFixture, projectRoot, type ContentFixture } from './fixture.ts';

const PAGE = 'pages-yaml/sport/tennis.yaml';

/** A page whose one hero text is the line under test (line 7, column 5 is its field). */
function pageWithText(text: string): string {
  return `title: Marketing per circoli di tennis
description: Pacchetti social per circoli di tennis tra Brescia, Mantova e Verona.

sections:
  - type: hero
    headline: Più soci per il tuo circolo
    text: ${text}
`;
}

async function lint(fixture: ContentFixture, language: 'it' | 'en' = 'it'): Promise<string[]> {
  return (await loadContent({ root: fixture.root, language })).errors.map(formatContentError);
}

/** The fixture's site file, with its brand, legal name and street set to values no other text uses. */
function withOwnFacts(fixture: ContentFixture, { brand, street }: { brand: string; street: string }): void {
  fixture.edit('pages-yaml/_site.yaml', (text) =>
    text
      .replace(/^ {2}name: .*$/m, `  name: ${brand}`)
      .replace(/^( {2}ragioneSociale:\n {4}value:) .*$/m, `$1 ${brand} S.r.l.`)
      .replace(/^ {4}street: .*$/m, `    street: ${street}`),
  );
}

describe('the agency’s facts, written once in the site file', { timeout: 30_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
    withOwnFacts(fixture, { brand: 'Lumen Studio', street: 'Via Verdi 3' });
  });
  afterEach(() => fixture.dispose());

  it('are what the real content refers to: it copies none of them out', async () => {
    expect(await lint(fixture)).toEqual([]);
  });

  it('a literal copy of the address in a page is refused, in Italian, with the reference to write', async () => {
    fixture.write(PAGE, pageWithText('"Vieni a trovarci in Via Verdi 3, 25018 Montichiari (BS): il caffè è offerto."'));
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:7:5 sections[0].text: il testo copia "Via Verdi 3, 25018 Montichiari (BS)", un dato scritto in pages-yaml/_site.yaml: scrivi {contatti.indirizzo} al suo posto, così cambia da solo quando cambia il file del sito',
    ]);
    expect(await lint(fixture, 'en')).toEqual([
      'pages-yaml/sport/tennis.yaml:7:5 sections[0].text: the text copies "Via Verdi 3, 25018 Montichiari (BS)", a fact written in pages-yaml/_site.yaml; write {contatti.indirizzo} instead, so it changes when the site file does',
    ]);
  });

  it('a literal copy of the brand is refused as well', async () => {
    fixture.write(PAGE, pageWithText('Lumen Studio racconta il tuo circolo.'));
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:7:5 sections[0].text: il testo copia "Lumen Studio", un dato scritto in pages-yaml/_site.yaml: scrivi {agenzia.nome} al suo posto, così cambia da solo quando cambia il file del sito',
    ]);
  });

  it('a reference to an unknown fact is refused, suggesting the nearest name', async () => {
    fixture.write(PAGE, pageWithText('Vieni a trovarci in {contatti.indirizo}.'));
    expect(await lint(fixture)).toEqual([
      `pages-yaml/sport/tennis.yaml:7:5 sections[0].text: "{contatti.indirizo}" non è un dato del file del sito. Forse "{contatti.indirizzo}"? Dati che puoi richiamare: ${FACT_NAMES.join(', ')} e cifre.<nome> per le cifre sotto "figures"`,
    ]);
  });

  it('a text that starts with a reference and has no quotes is told to take them', async () => {
    fixture.write(PAGE, pageWithText('{agenzia.nome}'));
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:7:5 sections[0].text: un testo che inizia con un riferimento va tra virgolette, altrimenti YAML lo legge come un gruppo di campi: scrivi "{agenzia.nome}"',
    ]);
  });

  it('a text that starts with a reference and goes on without quotes is told where to put them', async () => {
    fixture.write(PAGE, pageWithText('{agenzia.nome} racconta il tuo circolo.'));
    expect(await lint(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:7:11 un testo che inizia con un riferimento va tra virgolette, altrimenti YAML lo legge come un gruppo di campi: metti il testo tra virgolette, es. text: "{agenzia.nome} racconta il tuo circolo."',
    ]);
  });

  it('resolves each reference in every page, the map and the structured data, so one edit of the site file changes them all', async () => {
    const { content } = await loadContent({ root: fixture.root });
    if (!content) throw new Error('the fixture has content errors');
    const everything = JSON.stringify([content.site, content.pages]);
    expect(everything.match(/\{(agenzia|contatti)\.\w+\}/g) ?? []).toEqual([]);
    const realBrand = (await loadContent({ root: projectRoot })).content?.site.brand.name ?? 'missing';
    expect(everything.includes(realBrand), 'the old brand is left somewhere').toBe(false);

    const contact = content.pages.find((entry) => entry.path === '/contatti')?.page;
    const map = contact?.sections.find((section) => section.type === 'map');
    expect(map?.type === 'map' && map.frameTitle).toBe('Mappa: Lumen Studio, Via Verdi 3, 25018 Montichiari (BS)');
    expect(map?.type === 'map' && map.embedUrl).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent('Via Verdi 3, 25018 Montichiari (BS)')}&output=embed`,
    );

    expect(content.site.brand.titleSuffix).toBe(' | Lumen Studio');
    expect(content.posts.every((post) => post.author === 'Team Lumen Studio')).toBe(true);
    const business = localBusiness(content.site);
    expect(business).toMatchObject({ name: 'Lumen Studio', address: { streetAddress: 'Via Verdi 3' } });
  });
});

describe('the brand and the street in the repository', () => {
  it('are written only in the site file: every page, test, script and document refers to them', async () => {
    const site = (await loadContent({ root: projectRoot })).content?.site;
    if (!site) throw new Error('the real content has errors');
    for (const fact of [site.brand.name, site.contact.address.street]) {
      // -I skips binary files such as photos; git grep prints nothing and exits 1 when no file has it.
      const grep = spawnSync('git', ['grep', '-I', '-l', '-i', '-F', fact, '--', '.', ':!pages-yaml/_site.yaml'], {
        cwd: projectRoot,
        encoding: 'utf8',
      });
      expect(grep.stdout.split('\n').filter(Boolean), fact).toEqual([]);
      expect(grep.status, fact).toBe(1);
    }
  });
});
