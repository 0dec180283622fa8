// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { formatPlaceholderWarning, placeholderChecklist } from '../../../content-compiler/placeholders.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import { createContentFixture, projectRoot, type ContentFixture } from './fixture.ts';

const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function run(script: string, args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [tsx, path.join(projectRoot, 'scripts', script), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

const pageWithPlaceholders = `title: Marketing per circoli di tennis
description: Pacchetti social e campagne per circoli di tennis tra Brescia, Mantova e Verona.
sections:
  - { type: hero, headline: Più soci per il tuo circolo, text: Contenuti e campagne per circoli di tennis. }
  - type: testimonials
    title: Dicono di noi
    items:
      - name: Anna Rossi
        company: Tennis Club
        location: Brescia
        initial: A
        rating: 5
        text: Ottimo lavoro.
        toSupply: Una recensione vera di un circolo, con il suo consenso
  - type: prose
    toSupply: Il testo legale approvato dal consulente
    blocks:
      - paragraphs: [Testo provvisorio.]
`;

describe('placeholders', { timeout: 90_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
    fixture.write('pages-yaml/sport/tennis.yaml', pageWithPlaceholders);
  });
  afterEach(() => fixture.dispose());

  it('are warnings with file:line:column, the field and what to supply, not errors', async () => {
    const result = await loadContent({ root: fixture.root });
    expect(result.errors).toEqual([]);
    const tennis = result.placeholders.filter((placeholder) => placeholder.file === 'pages-yaml/sport/tennis.yaml');
    expect(tennis.map((placeholder) => formatPlaceholderWarning(placeholder, 'it'))).toEqual([
      'pages-yaml/sport/tennis.yaml:14:9 sections[1].items[0]: segnaposto, da fornire: Una recensione vera di un circolo, con il suo consenso',
      'pages-yaml/sport/tennis.yaml:16:5 sections[2]: segnaposto, da fornire: Il testo legale approvato dal consulente',
    ]);
    expect(tennis.map((placeholder) => formatPlaceholderWarning(placeholder, 'en'))[1]).toBe(
      'pages-yaml/sport/tennis.yaml:16:5 sections[2]: placeholder, to supply: Il testo legale approvato dal consulente',
    );
  });

  it('make a Markdown checklist for the owner, one heading per file', async () => {
    const checklist = placeholderChecklist(
      (await loadContent({ root: fixture.root })).placeholders.filter((placeholder) => placeholder.file === 'pages-yaml/sport/tennis.yaml'),
      'it',
    );
    expect(checklist).toBe(
      [
        '# Contenuti da fornire prima della pubblicazione (2)',
        '',
        '## pages-yaml/sport/tennis.yaml',
        '',
        '- [ ] Una recensione vera di un circolo, con il suo consenso (riga 14, colonna 9 `sections[1].items[0]`)',
        '- [ ] Il testo legale approvato dal consulente (riga 16, colonna 5 `sections[2]`)',
        '',
      ].join('\n'),
    );
  });

  it('pass the lint, which lists them; npm run placeholders prints the checklist', () => {
    const lint = run('lint-content.ts', [], fixture.root);
    expect(lint.status).toBe(0);
    expect(lint.output).toContain('pages-yaml/sport/tennis.yaml:14:9 sections[1].items[0]: segnaposto, da fornire: Una recensione vera');
    expect(lint.output).toMatch(/\d+ segnaposto da fornire prima della pubblicazione/);
    const checklist = run('placeholders.ts', [], fixture.root);
    expect(checklist.status).toBe(0);
    expect(checklist.stdout).toContain('- [ ] Il testo legale approvato dal consulente (riga 16, colonna 5 `sections[2]`)');
  });

  it('stop a release build, listing each one', () => {
    const release = run('build.ts', ['--release'], fixture.root);
    expect(release.status).toBe(1);
    expect(release.output).toContain(
      'pages-yaml/sport/tennis.yaml:16:5 sections[2]: segnaposto, da fornire: Il testo legale approvato dal consulente',
    );
    expect(release.output).toMatch(/Build di rilascio rifiutata: \d+ segnaposto ancora da fornire/);
  });
});

describe('the legal identity', () => {
  it('lists each of its five fields on its own until the owner supplies it, and a release waits for them', async () => {
    const { placeholders } = await loadContent({ root: projectRoot });
    const legal = placeholders.filter(
      (placeholder) => placeholder.file === 'pages-yaml/_site.yaml' && placeholder.path.startsWith('legal.'),
    );
    expect(legal.map((placeholder) => placeholder.path)).toEqual([
      'legal.ragioneSociale',
      'legal.partitaIva',
      'legal.rea',
      'legal.capitaleSociale',
      'legal.pec',
    ]);
    const checklist = placeholderChecklist(legal, 'it');
    for (const name of ['ragione sociale', 'Partita IVA', 'REA', 'capitale sociale', 'PEC']) expect(checklist).toContain(name);
  });

  it('a preview shows what is missing as missing: "da indicare", not a capital of € 0,00 or a Partita IVA of zeros', async () => {
    const { content } = await loadContent({ root: projectRoot });
    const { legal } = content?.site ?? {};
    for (const fact of [legal?.partitaIva, legal?.rea, legal?.capitaleSociale]) {
      expect(fact?.toSupply).toBeDefined();
      expect(fact?.value).toBe('da indicare');
    }
  });

  describe('once the owner gives a fact (no "toSupply")', () => {
    let fixture: ContentFixture;
    beforeEach(() => {
      fixture = createContentFixture();
    });
    afterEach(() => fixture.dispose());

    /** The site file's errors with the Partita IVA given as `value`, its placeholder removed. */
    async function givePartitaIva(value: string): Promise<string[]> {
      fixture.edit('pages-yaml/_site.yaml', (text) =>
        text.replace(/( {2}partitaIva:\n {4}value: ).*\n {4}toSupply: .*\n/, `$1"${value}"\n`),
      );
      return (await loadContent({ root: fixture.root })).errors
        .filter((error) => error.file === 'pages-yaml/_site.yaml')
        .map(formatContentError);
    }

    it('a real Partita IVA passes', async () => {
      expect(await givePartitaIva('01234567897')).toEqual([]);
    });

    it('one whose check digit does not match is refused, at its line', async () => {
      const errors = await givePartitaIva('01234567890');
      const line = fixture.lineOf('pages-yaml/_site.yaml', 'value: "01234567890"');
      expect(errors).toEqual([
        `pages-yaml/_site.yaml:${line}:5 legal.partitaIva.value: questa Partita IVA non esiste: l’ultima cifra (di controllo) non torna con le altre; ricopiala dalla visura`,
      ]);
    });

    it('"da indicare" left without its placeholder is refused', async () => {
      const errors = await givePartitaIva('da indicare');
      const line = fixture.lineOf('pages-yaml/_site.yaml', 'value: "da indicare"');
      expect(errors).toEqual([
        `pages-yaml/_site.yaml:${line}:5 legal.partitaIva.value: "da indicare" non è ancora il dato: scrivi quello vero, oppure lascia il segnaposto "toSupply" finché il titolare non lo fornisce`,
      ]);
    });
  });
});
