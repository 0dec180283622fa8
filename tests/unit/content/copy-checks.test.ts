// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENGLISH_WORDS } from '../../../content-compiler/copy-checks.ts';
import { loadContent } from '../../../content-compiler/load.ts';
import { formatContentWarning } from '../../../content-compiler/messages.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import { createContentFixture, projectRoot, type ContentFixture } from './fixture.ts';

const PAGE = 'pages-yaml/sport/tennis.yaml';

/** A page whose paragraph (line 8, column 13) says `text`, below a hero; out of the sitemap when `sitemap` is false. */
function tennisPage(text: string, { sitemap = true }: { sitemap?: boolean } = {}): string {
  return `title: Marketing per circoli di tennis
description: Pacchetti social e campagne per circoli di tennis tra Brescia, Mantova e Verona.
sections:
  - { type: hero, headline: Più soci per il tuo circolo, text: Contenuti e campagne per circoli di tennis. }
  - type: prose
    blocks:
      - paragraphs:
          - ${text}
${sitemap ? '' : 'sitemap: false\n'}`;
}

function linkFromSportGrid(fixture: ContentFixture): void {
  fixture.edit('pages-yaml/_site.yaml', (text) =>
    text.replace(
      'sports:\n',
      'sports:\n  - title: Tennis\n    description: Tornei e scuola tennis.\n    icon: trophy\n    to: /sport/tennis\n',
    ),
  );
}

/** The lint's warnings about this page, as `npm run lint:content` prints them. */
async function warningsOf(fixture: ContentFixture, file = PAGE): Promise<string[]> {
  return (await loadContent({ root: fixture.root })).warnings
    .filter((warning) => warning.file === file)
    .map((warning) => formatContentWarning(warning, 'it'));
}

async function errorsOf(fixture: ContentFixture): Promise<string[]> {
  return (await loadContent({ root: fixture.root })).errors.map(formatContentError);
}

describe('the lint reads the copy as a visitor does', { timeout: 30_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
    linkFromSportGrid(fixture);
  });
  afterEach(() => fixture.dispose());

  it('the real content has nothing to warn about but its placeholders', async () => {
    expect((await loadContent({ root: projectRoot })).warnings.map((warning) => formatContentWarning(warning, 'it'))).toEqual([]);
  });

  it('warns, in Italian, about a figure with a trailing "+" inside a sentence', async () => {
    fixture.write(PAGE, tennisPage('Oggi seguiamo 20+ clienti in tutta la provincia.'));
    expect(await warningsOf(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:8:13 sections[1].blocks[0].paragraphs[0]: avviso: "20+" dentro una frase si legge come codice: scrivi "oltre 20" (o "più di 20"); il "+" va bene per una cifra da sola, come il valore di una fila di cifre',
    ]);
    expect(await errorsOf(fixture)).toEqual([]);
  });

  it('leaves a "+" figure alone in its field, and a "+" that starts a number', async () => {
    fixture.write(
      PAGE,
      `${tennisPage('Chiamaci al +39 030 1234567: la crescita media è stata del +40%.')}  - type: stats
    items:
      - value: 20+
        label: Soci nuovi
`,
    );
    expect(await warningsOf(fixture)).toEqual([]);
  });

  it('a shared figure written with "+" reads "oltre" inside a sentence and stays as written alone', async () => {
    fixture.write(
      PAGE,
      `${tennisPage('Oggi seguiamo {cifre.clienti-attivi} clienti attivi.')}  - type: stats
    items:
      - value: "{cifre.clienti-attivi}"
        label: Circoli seguiti
`,
    );
    const { content, warnings } = await loadContent({ root: fixture.root });
    expect(warnings).toEqual([]);
    const [, prose, stats] = content?.pages.find((entry) => entry.file === PAGE)?.page.sections ?? [];
    const shared = content?.site.figures['clienti-attivi']?.value ?? '';
    expect(shared).toMatch(/^\d+\+$/);
    expect(prose?.type === 'prose' && prose.blocks[0]?.paragraphs).toEqual([`Oggi seguiamo oltre ${shared.slice(0, -1)} clienti attivi.`]);
    expect(stats?.type === 'stats' && stats.items[0]?.value).toBe(shared);
  });

  it('warns about an English word of the guide’s list, with the Italian to write', async () => {
    fixture.write(PAGE, tennisPage('Meno churn e una call ogni mese con il direttivo.'));
    expect(await warningsOf(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:8:13 sections[1].blocks[0].paragraphs[0]: avviso: "churn" è una parola inglese: in italiano scrivi "abbandoni" (le parole da evitare sono nella guida, docs/guida-marketing.md)',
      'pages-yaml/sport/tennis.yaml:8:13 sections[1].blocks[0].paragraphs[0]: avviso: "call" è una parola inglese: in italiano scrivi "chiamata (o videochiamata)" (le parole da evitare sono nella guida, docs/guida-marketing.md)',
    ]);
  });

  it('the guide names every English word the lint knows, with its Italian', () => {
    const guide = readFileSync(path.join(projectRoot, 'docs/guida-marketing.md'), 'utf8');
    const section = guide.slice(guide.indexOf('### Le parole inglesi'));
    for (const { english, italian } of ENGLISH_WORDS) expect(section).toContain(`| ${english} | ${italian} |`);
  });

  it('warns about a page in the sitemap that no page links to, and not once it is linked or left out on purpose', async () => {
    fixture.write('pages-yaml/sport/padel.yaml', tennisPage('Tornei di padel raccontati ogni settimana.'));
    expect(await warningsOf(fixture, 'pages-yaml/sport/padel.yaml')).toEqual([
      'pages-yaml/sport/padel.yaml:1:1 avviso: pagina orfana: "/sport/padel" è nella sitemap, ma nessuna pagina vi porta con un link. Collegala da dove un visitatore la cercherebbe (la griglia di /sport, il piè di pagina, una pagina vicina), oppure scrivi "sitemap: false" se resta fuori di proposito',
    ]);
    fixture.write('pages-yaml/sport/padel.yaml', tennisPage('Tornei di padel raccontati ogni settimana.', { sitemap: false }));
    expect(await warningsOf(fixture, 'pages-yaml/sport/padel.yaml')).toEqual([]);
    fixture.write('pages-yaml/sport/padel.yaml', tennisPage('Tornei di padel raccontati ogni settimana.'));
    fixture.write(
      PAGE,
      `${tennisPage('Giochi anche a padel?')}  - type: cta
    headline: Anche il padel
    text: Tornei e corsi anche per il padel.
    buttons:
      - label: Il padel
        action: { type: route, to: /sport/padel }
`,
    );
    expect(await warningsOf(fixture, 'pages-yaml/sport/padel.yaml')).toEqual([]);
    // A link written in a paragraph finds it too.
    fixture.write(PAGE, tennisPage('Giochi anche a [padel](/sport/padel)?'));
    expect(await warningsOf(fixture, 'pages-yaml/sport/padel.yaml')).toEqual([]);
    fixture.write(PAGE, tennisPage('Giochi anche a padel?'));
    expect(await warningsOf(fixture, 'pages-yaml/sport/padel.yaml')).toHaveLength(1);
  });

  it('a link from the page to itself does not make it found', async () => {
    fixture.write(
      'pages-yaml/sport/padel.yaml',
      `${tennisPage('Tornei di padel.')}  - type: cta
    headline: Torna su
    text: Rileggi la pagina del padel.
    buttons:
      - label: Il padel
        action: { type: route, to: /sport/padel }
`,
    );
    expect(await warningsOf(fixture, 'pages-yaml/sport/padel.yaml')).toHaveLength(1);
  });
});

describe('a figure in a sentence that names a shared figure’s measure', { timeout: 30_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
    linkFromSportGrid(fixture);
    // A shared figure of known value, so the test does not pin the real ones.
    fixture.edit('pages-yaml/_site.yaml', (text) =>
      text.replace('figures:\n', 'figures:\n  circoli-seguiti:\n    value: 20+\n    label: Circoli seguiti\n'),
    );
  });
  afterEach(() => fixture.dispose());

  it('is refused when it contradicts it', async () => {
    fixture.write(PAGE, tennisPage('Oggi seguiamo 35 circoli seguiti ogni settimana.'));
    expect(await errorsOf(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:8:13 sections[1].blocks[0].paragraphs[0]: "35 circoli seguiti" contraddice la cifra condivisa "circoli-seguiti" di pages-yaml/_site.yaml (20+ Circoli seguiti): scrivi {cifre.circoli-seguiti} al posto del numero oppure, se è un’altra cifra, di’ con altre parole che cosa misura',
    ]);
  });

  it('is refused when it copies it, however the "at least" is written', async () => {
    fixture.write(PAGE, tennisPage('Oggi contiamo oltre 20 circoli seguiti.'));
    expect(await errorsOf(fixture)).toEqual([
      'pages-yaml/sport/tennis.yaml:8:13 sections[1].blocks[0].paragraphs[0]: il testo scrive per esteso "oltre 20 circoli seguiti", la cifra condivisa "circoli-seguiti" di pages-yaml/_site.yaml: scrivi {cifre.circoli-seguiti} al posto del numero, così cambia da sola quando cambia il file del sito',
    ]);
  });

  it('is another measure when one is a share and the other a count, or the words say something else', async () => {
    fixture.write(PAGE, tennisPage('Il 90% dei circoli seguiti rinnova; 12 circoli della provincia ci hanno scritto.'));
    expect(await errorsOf(fixture)).toEqual([]);
  });
});

describe('npm run lint:content', { timeout: 90_000 }, () => {
  it('prints the warning about "seguiamo 20+ clienti" and still passes', () => {
    const fixture = createContentFixture();
    try {
      linkFromSportGrid(fixture);
      fixture.write(PAGE, tennisPage('Oggi seguiamo 20+ clienti in tutta la provincia.'));
      const result = spawnSync(
        process.execPath,
        [path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(projectRoot, 'scripts', 'lint-content.ts')],
        { cwd: fixture.root, encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.status).toBe(0);
      expect(result.stderr).toContain(
        'pages-yaml/sport/tennis.yaml:8:13 sections[1].blocks[0].paragraphs[0]: avviso: "20+" dentro una frase si legge come codice',
      );
    } finally {
      fixture.dispose();
    }
  });
});
