// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { formatContentWarning } from '../../../content-compiler/messages.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import { lintContent } from '../../../editor/rendered-quality.ts';
import { createContentFixture, type ContentFixture, projectRoot } from './fixture.ts';

/** The site's title suffix (" | " and the brand), which the title-length warning names: read, as only the site file may write it. */
const titleSuffix = (await loadContent({ root: projectRoot })).content?.site.brand.titleSuffix.trim() ?? '';

const PAGE = 'pages-yaml/tennis.yaml';
/** 75 characters, as a marketer may write a title. */
const LONG_TITLE = 'Marketing per circoli di tennis a Brescia, Montichiari, Mantova e Verona ok';

const tennisPage = (title: string) => `title: ${title}
description: Pacchetti social e campagne per circoli di tennis tra Brescia, Montichiari, Mantova e Verona.
sections:
  - type: hero
    headline: Più soci per il tuo circolo
    text: Contenuti e campagne per circoli di tennis.
  - type: hero
    headline: Un secondo titolo principale
    text: Una seconda apertura, per sbaglio.
  - type: html
    html: |
      <h2>I nostri prezzi</h2>
      <h4>Che cosa comprende</h4>
      <p>Tutto quello che serve al circolo.</p>
  - type: prose
    title: Come lavoriamo
    blocks:
      - heading: Il primo incontro
        paragraphs:
          - Leggi [i pacchetti](/tennis/pacchetti) prima di chiamarci.
`;

const cleanTennisPage = `title: ${LONG_TITLE}
description: Pacchetti social e campagne per circoli di tennis tra Brescia, Montichiari, Mantova e Verona.
sections:
  - type: hero
    headline: Più soci per il tuo circolo
    text: Contenuti e campagne per circoli di tennis.
`;

// Each check renders every page of the copy with the site's renderer: seconds on a loaded machine.
describe('the quality check of the content lint', { timeout: 120_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
  });
  afterEach(() => fixture.dispose());

  it('refuses, in Italian at file:line:column, a page with two <h1>, a skipped heading level and a broken internal link', async () => {
    fixture.write(PAGE, tennisPage('Marketing per circoli di tennis a Brescia'));
    const result = await lintContent({ root: fixture.root });
    const line = (text: string) => fixture.lineOf(PAGE, text);
    expect(result.content).toBeUndefined();
    expect(result.errors.map(formatContentError)).toEqual([
      `${PAGE}:${line('Un secondo titolo principale')}:5 sections[1].headline: la pagina ha 2 titoli principali <h1> ("Più soci per il tuo circolo", "Un secondo titolo principale"): ne serve uno solo, il primo. Togli questa sezione o usa un titolo <h2>`,
      `${PAGE}:${line('<h4>')}:7 sections[2].html: il titolo <h4> salta un livello: segue un <h2>; usa <h3>`,
      `${PAGE}:${line('[i pacchetti]')}:13 sections[3].blocks[0].paragraphs[0]: porta a "/tennis/pacchetti", ma nessuna pagina ha questo indirizzo`,
    ]);
  });

  it('refuses a page without an <h1>, pointing at its sections', async () => {
    fixture.write(
      PAGE,
      cleanTennisPage.replace(
        '  - type: hero\n    headline: Più soci per il tuo circolo\n    text: Contenuti e campagne per circoli di tennis.\n',
        '  - type: html\n    html: <h2>Soltanto un sottotitolo</h2><p>Senza titolo principale.</p>\n',
      ),
    );
    const { errors } = await lintContent({ root: fixture.root });
    expect(errors.map(formatContentError)).toEqual([
      `${PAGE}:${fixture.lineOf(PAGE, 'sections:')}:1 sections: la pagina non ha un titolo principale <h1>: Google e i lettori di schermo lo cercano per capire di che cosa parla. Apri la pagina con una sezione che ha un titolo, come "hero"`,
    ]);
  });

  it('refuses an Open Graph image that is missing, unreadable or of a kind social networks do not show', async () => {
    const ogLine = () => fixture.lineOf(PAGE, 'src: /images/og/');
    const withImage = (src: string) =>
      cleanTennisPage.replace(`title: ${LONG_TITLE}`, `title: Marketing per circoli di tennis\nogImage:\n  src: ${src}\n  alt: Un circolo`);
    fixture.write(PAGE, withImage('/images/og/tennis.png'));
    fixture.write('public/images/og/tennis.png', 'non è una foto');
    const unreadable = (await lintContent({ root: fixture.root })).errors.map(formatContentError);
    expect(unreadable).toEqual([
      `${PAGE}:${ogLine()}:3 ogImage.src: l’immagine per la condivisione sui social public/images/og/tennis.png non si legge come immagine (file rovinato, o non è un’immagine): salvala come JPEG o PNG di 1200 × 630 px in public/images/og/`,
    ]);

    await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#336699' } })
      .avif()
      .toFile(path.join(fixture.root, 'public/images/og/tennis.avif'));
    fixture.write(PAGE, withImage('/images/og/tennis.avif'));
    expect((await lintContent({ root: fixture.root })).errors.map(formatContentError)).toEqual([
      `${PAGE}:${ogLine()}:3 ogImage.src: l’immagine per la condivisione sui social public/images/og/tennis.avif è in formato HEIF, che Facebook, LinkedIn e WhatsApp non mostrano: salvala come JPEG o PNG di 1200 × 630 px in public/images/og/`,
    ]);

    fixture.write(PAGE, withImage('/images/og/mancante.png'));
    expect((await lintContent({ root: fixture.root })).errors.map(formatContentError)).toEqual([
      `${PAGE}:${ogLine()}:3 ogImage.src: file dell’immagine non trovato: public/images/og/mancante.png`,
    ]);
  });

  it('warns, without failing, about a 75-character title, a page nobody links to and a description used twice', async () => {
    fixture.write(PAGE, cleanTennisPage);
    fixture.write(
      'pages-yaml/padel.yaml',
      cleanTennisPage.replace(`title: ${LONG_TITLE}`, 'title: Marketing per circoli di padel').replace('[i pacchetti]', ''),
    );
    const result = await lintContent({ root: fixture.root });
    expect(result.errors).toEqual([]);
    const warnings = result.warnings.map((warning) => formatContentWarning(warning, 'it'));
    expect(LONG_TITLE).toHaveLength(75);
    expect(warnings).toContain(
      `${PAGE}:1:1 title: avviso: il titolo per Google ha 75 caratteri (senza "${titleSuffix}", che il sito aggiunge da sé e Google mostra come nome del sito): Google ne mostra circa 60 e taglia il resto con "…". Accorcialo a 30–60 caratteri, con le parole che la gente cerca all’inizio`,
    );
    expect(warnings).toContain(
      `${PAGE}:2:1 description: avviso: la stessa descrizione di pages-yaml/padel.yaml ("/padel"): Google la considera un doppione e mostra un pezzo della pagina al suo posto. Scrivi una descrizione propria di questa pagina`,
    );
    expect(warnings.filter((warning) => warning.includes('pagina orfana: "/tennis"'))).toHaveLength(1);
  });

  it('npm run lint:content exits non-zero on the broken copy and zero with only warnings', () => {
    const run = () =>
      spawnSync(
        process.execPath,
        [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(projectRoot, 'scripts/lint-content.ts')],
        {
          cwd: fixture.root,
          encoding: 'utf8',
        },
      );
    fixture.write(PAGE, tennisPage('Marketing per circoli di tennis a Brescia'));
    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      `${PAGE}:${fixture.lineOf(PAGE, 'Un secondo titolo principale')}:5 sections[1].headline: la pagina ha 2 titoli`,
    );

    fixture.write(PAGE, cleanTennisPage);
    const warned = run();
    expect(warned.status).toBe(0);
    expect(warned.stderr).toContain(`${PAGE}:1:1 title: avviso: il titolo per Google ha 75 caratteri`);
  });
});
