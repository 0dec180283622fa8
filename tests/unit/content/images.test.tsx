import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-compiler/load.ts';
import { prepareImages, variantBytes } from '../../../content-compiler/images.ts';
import { formatContentWarning } from '../../../content-compiler/messages.ts';
import { formatContentError } from '../../../content-compiler/yaml-source.ts';
import type { Section } from '../../../src/sections/index.ts';
import { SectionRenderer } from '../../../src/sections/SectionRenderer.tsx';
import { renderInSite } from '../render-helpers.tsx';
import { createContentFixture, type ContentFixture } from './fixture.ts';

const HOME = 'pages-yaml/index.yaml';
const HOME_HERO_SVG = '/images/hero/home.svg';

/** A photo as a phone takes it: thousands of pixels of smooth colour, saved as JPEG (or PNG). */
async function writePhoto(file: string, width: number, height: number, options: { orientation?: number; format?: 'jpeg' | 'png' } = {}) {
  const tiles = Buffer.alloc(8 * 6 * 3);
  for (let index = 0; index < tiles.length; index++) tiles[index] = (index * 53) % 256;
  const image = sharp(tiles, { raw: { width: 8, height: 6, channels: 3 } }).resize(width, height, { kernel: 'cubic' });
  if (options.orientation) image.withMetadata({ orientation: options.orientation });
  await (options.format === 'png' ? image.png() : image.jpeg({ quality: 85 })).toFile(file);
}

async function heroOfHome(fixture: ContentFixture) {
  const result = await loadContent({ root: fixture.root });
  expect(result.errors.map(formatContentError)).toEqual([]);
  const content = result.content;
  if (!content) throw new Error('no content');
  const home = content.pages.find((entry) => entry.path === '/');
  const hero = home?.page.sections[0];
  if (hero?.type !== 'hero') throw new Error('the home page opens with a hero');
  return { result, content, hero };
}

describe('photos in, fast images out', { timeout: 60_000 }, () => {
  let fixture: ContentFixture;
  let cacheDir: string;
  beforeEach(() => {
    fixture = createContentFixture();
    cacheDir = mkdtempSync(path.join(tmpdir(), 'image-cache-'));
  });
  afterEach(() => {
    fixture.dispose();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('a 4000 px JPEG as the hero is served as AVIF and WebP sizes, with width and height, loaded first', async () => {
    fixture.write('public/images/foto/campo.jpg', '');
    await writePhoto(path.join(fixture.root, 'public/images/foto/campo.jpg'), 4000, 3000);
    fixture.edit(HOME, (text) => text.replace(HOME_HERO_SVG, '/images/foto/campo.jpg'));

    const { result, content, hero } = await heroOfHome(fixture);
    expect(result.warnings).toEqual([]);
    const variants = await prepareImages(content, { root: fixture.root, cacheDir });

    const { container } = await renderInSite(<SectionRenderer sections={[hero as Section]} />);
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    const avif = picture?.querySelector('source[type="image/avif"]');
    const webp = picture?.querySelector('source[type="image/webp"]');
    const img = picture?.querySelector('img');
    expect(avif?.getAttribute('srcset')).toMatch(
      /^\/assets\/images\/campo-[0-9a-f]{10}-560\.avif 560w, \S+-840\.avif 840w, \S+-1120\.avif 1120w$/,
    );
    expect(webp?.getAttribute('srcset')).toMatch(
      /^\/assets\/images\/campo-[0-9a-f]{10}-560\.webp 560w, \S+-840\.webp 840w, \S+-1120\.webp 1120w$/,
    );
    expect(avif?.getAttribute('sizes')).toContain('560px');
    expect(img?.getAttribute('src')).toMatch(/^\/assets\/images\/campo-[0-9a-f]{10}-1120\.jpg$/);
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1120', '840']);
    expect(img?.getAttribute('alt')).toMatch(/^Illustrazione di un piano di marketing/);
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.hasAttribute('loading')).toBe(false);

    // Every file the markup names is written, in its format and at its width.
    const named = [avif, webp].flatMap((source) => (source?.getAttribute('srcset') ?? '').split(', ').map((entry) => entry.split(' ')[0]));
    named.push(img?.getAttribute('src') ?? '');
    expect(named).toHaveLength(7);
    for (const url of named) {
      const variant = variants.get(url ?? '');
      if (!variant) throw new Error(`no file for ${url}`);
      const metadata = await sharp(await variantBytes(variant)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        { avif: 'heif', webp: 'webp', jpeg: 'jpeg', png: 'png' }[variant.format],
        variant.width,
        Math.round((variant.width * 3) / 4),
      ]);
      expect(existsSync(variant.cacheFile)).toBe(true);
    }

    // A second build finds the same names and encodes nothing: the cached files are not written again.
    const writtenAt = [...variants.values()].map((variant) => statSync(variant.cacheFile).mtimeMs);
    const again = await prepareImages((await heroOfHome(fixture)).content, { root: fixture.root, cacheDir });
    expect([...again.keys()]).toEqual([...variants.keys()]);
    for (const variant of again.values()) await variantBytes(variant);
    expect([...again.values()].map((variant) => statSync(variant.cacheFile).mtimeMs)).toEqual(writtenAt);
  });

  it('a first-screen SVG travels inside the page, as one <img> with the size read from the file', async () => {
    const { content, hero } = await heroOfHome(fixture);
    await prepareImages(content, { root: fixture.root, cacheDir });
    const { container } = await renderInSite(<SectionRenderer sections={[hero as Section]} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    const src = img?.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    const drawing = readFileSync(path.join(fixture.root, 'public', HOME_HERO_SVG), 'utf8').trim();
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(drawing);
    expect(Number(img?.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(img?.getAttribute('height'))).toBeGreaterThan(0);
  });

  it('a portrait photo beside the YAML file, turned by its EXIF orientation, keeps its upright shape', async () => {
    fixture.write('pages-yaml/ritratto.jpg', '');
    // Stored landscape, shown portrait: what a phone held upright writes.
    await writePhoto(path.join(fixture.root, 'pages-yaml/ritratto.jpg'), 1600, 1200, { orientation: 6 });
    fixture.edit(HOME, (text) => text.replace(HOME_HERO_SVG, './ritratto.jpg'));

    const { content, hero } = await heroOfHome(fixture);
    await prepareImages(content, { root: fixture.root, cacheDir });
    expect(hero.image).toMatchObject({ width: 1120, height: Math.round((1120 * 1600) / 1200) });
  });

  it('the lint refuses a photo without alternative text and warns about one too small for its place, at file:line:column', async () => {
    fixture.write('public/images/foto/piccola.png', '');
    await writePhoto(path.join(fixture.root, 'public/images/foto/piccola.png'), 600, 400, { format: 'png' });
    fixture.edit(HOME, (text) =>
      text.replace(
        `src: ${HOME_HERO_SVG}\n      alt: Illustrazione di un piano di marketing con profili social, grafici di crescita e mappa locale`,
        'src: /images/foto/piccola.png\n      alt: ""',
      ),
    );
    const { warnings, errors } = await loadContent({ root: fixture.root });
    const line = fixture.lineOf(HOME, 'src: /images/foto/piccola.png');
    expect(warnings.map((warning) => formatContentWarning(warning, 'it'))).toEqual([
      `pages-yaml/index.yaml:${line}:7 sections[0].image.src: avviso: la foto public/images/foto/piccola.png è larga 600 px: qui ne servono almeno 1120 per uno schermo nitido; usa l’originale del telefono o della fotocamera`,
    ]);
    expect(errors.map(formatContentError)).toEqual([
      `pages-yaml/index.yaml:${line + 1}:7 sections[0].image.alt: foto senza testo alternativo: scrivi in "alt" che cosa mostra (lo leggono chi non vede la foto e Google)`,
    ]);
  });

  it('a photo named beside the YAML file that is not there is an error', async () => {
    fixture.edit(HOME, (text) => text.replace(HOME_HERO_SVG, './squadra.jpg'));
    expect((await loadContent({ root: fixture.root })).errors.map(formatContentError)).toEqual([
      `pages-yaml/index.yaml:${fixture.lineOf(HOME, './squadra.jpg')}:7 sections[0].image.src: file dell’immagine non trovato: pages-yaml/squadra.jpg`,
    ]);
  });

  it('a drawing whose size cannot be read is an error that says what to add, unless the YAML gives the size', async () => {
    fixture.write('public/images/hero/senza-misure.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"></svg>');
    fixture.edit(HOME, (text) => text.replace(HOME_HERO_SVG, '/images/hero/senza-misure.svg'));
    // The error points at the image, whose first field is its src.
    const line = fixture.lineOf(HOME, 'src: /images/hero/senza-misure.svg');
    expect((await loadContent({ root: fixture.root })).errors.map(formatContentError)).toEqual([
      `pages-yaml/index.yaml:${line - 1}:5 sections[0].image: non riesco a leggere le dimensioni di public/images/hero/senza-misure.svg: aggiungi "width" e "height" in pixel`,
    ]);
    fixture.edit(HOME, (text) =>
      text.replace('src: /images/hero/senza-misure.svg', 'src: /images/hero/senza-misure.svg\n      width: 640\n      height: 480'),
    );
    expect((await loadContent({ root: fixture.root })).errors).toEqual([]);
  });

  it('a sharing image must stay in public/images/, where other sites fetch it as it is', async () => {
    fixture.edit(HOME, (text) => text.replace(/^title: .*$/m, (line) => `${line}\nogImage: { src: ./condivisione.jpg, alt: Il logo }`));
    expect((await loadContent({ root: fixture.root })).errors.map(formatContentError)).toEqual([
      'pages-yaml/index.yaml:3:12 ogImage.src: l’immagine per la condivisione sui social la leggono gli altri siti così com’è: mettila in public/images/ e scrivila "/images/cartella/nome.png"',
    ]);
  });

  it('a file that is not a photo stops the build with its name and what to do', async () => {
    fixture.write('public/images/foto/rotta.jpg', 'non è una foto');
    fixture.edit(HOME, (text) => text.replace(HOME_HERO_SVG, '/images/foto/rotta.jpg'));
    const { content } = await heroOfHome(fixture);
    await expect(prepareImages(content, { root: fixture.root, cacheDir })).rejects.toThrow(
      /^public\/images\/foto\/rotta\.jpg: il file non si legge come foto \(.+\); salvalo di nuovo come JPEG o PNG$/,
    );
  });
});
