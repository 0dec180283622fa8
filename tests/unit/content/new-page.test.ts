// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import { createContentFixture, projectRoot, type ContentFixture } from './fixture.ts';
import { siteFixture, siteFixtureBuild, TENNIS_PAGE } from './site-fixture.ts';

const tsx = path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function run(cwd: string, script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [tsx, path.join(projectRoot, 'scripts', script), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 240_000,
    input: '',
    env: { ...process.env, ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const TENNIS = TENNIS_PAGE;

describe('npm run new:page', { timeout: 60_000 }, () => {
  let fixture: ContentFixture;
  // Started now, the shared build (the last test reads it) runs in the background beside the other tests.
  beforeAll(async () => {
    await siteFixture();
  });
  beforeEach(() => {
    fixture = createContentFixture();
  });
  afterEach(() => fixture.dispose());

  it('writes a valid sport page with the sport word, the standard packages and marked placeholders, and says what to do next', async () => {
    const { status, output } = run(fixture.root, 'new-page.ts', ['sport/tennis', '--parola', 'la mia società di tennis']);
    expect(status, output).toBe(0);
    expect(output).toContain('Creata pages-yaml/sport/tennis.yaml');
    expect(output).toContain('/sport/tennis');
    expect(output).toContain('npm run lint:content');

    const text = readFileSync(path.join(fixture.root, TENNIS), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/json/page.schema.json');
    expect(text).not.toContain('{{');

    const result = await loadContent({ root: fixture.root });
    expect(result.errors.map(formatContentError)).toEqual([]);
    // The starter texts to rewrite are placeholders: listed for the owner, refused by a release build.
    expect(
      result.placeholders
        .filter((placeholder) => placeholder.file === TENNIS)
        .map((placeholder) => [placeholder.path, placeholder.message]),
    ).toEqual([
      [
        'sections[0]',
        'Titolo e descrizione della pagina per Google (in cima al file, massimo 70 e 170 caratteri), titolo e testo dell’apertura scritti per tennis; la parte colorata (highlight) deve comparire identica nel titolo',
      ],
      ['sections[2]', 'Sei servizi scritti per tennis (icona, titolo e testo di ogni scheda)'],
      ['sections[6]', 'L’invito finale (titolo e testo) scritto per tennis'],
    ]);
    const page = result.content?.pages.find((entry) => entry.path === '/sport/tennis')?.page;
    expect(page?.sections[0]).toMatchObject({ type: 'hero', tone: 'sport', badge: 'Tennis' });
    const pricing = page?.sections.find((section) => section.type === 'pricing');
    expect(pricing).toMatchObject({
      id: 'pricing',
      billing: { annualBadge: 'Risparmia!' },
      footnote: '* Contratto minimo 3 mensilità',
      request: { title: 'Richiedi informazioni', sportWord: 'la mia società di tennis' },
    });
    expect(pricing?.type === 'pricing' && pricing.packages.map((pack) => [pack.name, pack.monthlyPrice, pack.annualPrice])).toEqual([
      ['Starter Pack', 170, 1870],
      ['Growth Pack', 300, 3300],
      ['Elite Pack', 550, 6050],
    ]);
  });

  it('derives the name and the sport word from the path when they are not given', async () => {
    const { status } = run(fixture.root, 'new-page.ts', ['sport/tiro-con-l-arco']);
    expect(status).toBe(0);
    const page = (await loadContent({ root: fixture.root })).content?.pages.find((entry) => entry.path === '/sport/tiro-con-l-arco')?.page;
    const pricing = page?.sections.find((section) => section.type === 'pricing');
    expect(page?.sections[0]).toMatchObject({ badge: 'Tiro con l arco' });
    expect(pricing).toMatchObject({ request: { sportWord: 'la mia società di tiro con l arco' } });
  });

  it('never overwrites an existing page', () => {
    const before = readFileSync(path.join(fixture.root, 'pages-yaml/sport/yoga.yaml'), 'utf8');
    const { status, output } = run(fixture.root, 'new-page.ts', ['sport/yoga']);
    expect(status).toBe(1);
    expect(output).toContain('pages-yaml/sport/yoga.yaml esiste già: non lo sovrascrivo.');
    expect(readFileSync(path.join(fixture.root, 'pages-yaml/sport/yoga.yaml'), 'utf8')).toBe(before);
  });

  it('refuses a path that is not lowercase words with hyphens, and a name too long for the page title', () => {
    const badPath = run(fixture.root, 'new-page.ts', ['sport/Tennis Club']);
    expect(badPath.status).toBe(1);
    expect(badPath.output).toContain('Il percorso "sport/Tennis Club" non va bene');
    const longName = run(fixture.root, 'new-page.ts', [
      'sport/padel',
      '--nome',
      'Padel, beach tennis, tennis da tavolo, badminton, squash e tutti gli altri sport di racchetta',
    ]);
    expect(longName.status).toBe(1);
    expect(longName.output).toContain(
      'pages-yaml/sport/padel.yaml:6:1 title: il titolo per Google deve stare in 100 caratteri: Google ne mostra circa 60, accorcialo a 30–60',
    );
    expect(longName.output).toContain('La pagina non è stata creata');
    expect(existsSync(path.join(fixture.root, 'pages-yaml/sport/padel.yaml'))).toBe(false);
  });

  it('a scaffolded page with a phone photo as its hero, listed in the site file, is built: prerendered with the photo as AVIF and WebP sizes, in the sitemap and in the sport grid', {
    // The shared build may be under way in another test file: this waits for it.
    timeout: 600_000,
  }, async () => {
    // The copy of the project shared with the other build tests (site-fixture.ts) ran `npm run new:page -- sport/tennis --nome
    // Tennis`, listed the page in the site file's sports and put the owner's photo from a phone (4000×3000 JPEG) beside the
    // page's YAML as its hero, as the template's comment says; then built it.
    const scaffold = (await siteFixture()).newPage;
    expect(scaffold.status, scaffold.output).toBe(0);
    const build = await siteFixtureBuild();
    expect(build.status, build.output).toBe(0);

    const out = build.out;
    const html = readFileSync(path.join(out, 'sport', 'tennis', 'index.html'), 'utf8');
    expect(html).toContain('<title>Tennis: marketing e social a Brescia, Mantova e Verona');
    expect(html).toMatch(/<h1[^>]*>Tennis: il marketing che .*fa crescere la tua società/s);
    expect(html).toContain('Growth Pack');
    const picture = /<picture[^>]*>(.*?)<\/picture>/s.exec(html)?.[1] ?? '';
    expect(picture).toMatch(
      /<source type="image\/avif" srcset="\/assets\/images\/campo-\w+-560\.avif 560w, \S+-840\.avif 840w, \S+-1120\.avif 1120w" sizes="[^"]+"/,
    );
    expect(picture).toMatch(
      /<source type="image\/webp" srcset="\/assets\/images\/campo-\w+-560\.webp 560w, \S+-840\.webp 840w, \S+-1120\.webp 1120w" sizes="[^"]+"/,
    );
    expect(picture).toMatch(/<img [^>]*alt="Il campo in terra rossa del circolo" width="1120" height="840" fetchpriority="high"/);
    for (const url of picture.match(/\/assets\/images\/[\w.-]+/g) ?? []) {
      const metadata = await sharp(path.join(out, url)).metadata();
      expect(metadata.width, url).toBe(Number(/-(\d+)\.\w+$/.exec(url)?.[1]));
    }
    expect(readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain('/sport/tennis</loc>');
    expect(readFileSync(path.join(out, 'sport', 'index.html'), 'utf8')).toMatch(/<a[^>]*href="\/sport\/tennis"/);
  });
});
