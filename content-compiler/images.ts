import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { say, sayIn, type Language } from '../schema/messages.ts';
import { imageSlotBySectionType, imageSlots, type ImageSlot } from '../src/ui/image-slots.ts';
import type { ContentError, YamlSource } from './yaml-source.ts';
import { visitObjects } from './visit-objects.ts';

/**
 * The image step. The lint checks every image (its file exists, a photo has an `alt` and is wide enough for
 * where it is shown); the build gives every image its width and height and turns each photo (JPEG, PNG, …)
 * into AVIF and WebP at the sizes its slot needs, with hashed names under `assets/images/`.
 * Encoded files are kept in a cache keyed by the photo's content, so a second build encodes nothing.
 */

export const IMAGE_OUTPUT_DIR = 'assets/images';
export const DEFAULT_IMAGE_CACHE_DIR = path.join('node_modules', '.cache', 'site-images');

// Social-sharing images are fetched by other sites at their own address, as they are: never converted.
const SHARING_IMAGE_FIELDS = new Set(['ogImage', 'defaultOgImage']);
// A photo's slot is unknown only for site-wide images (a raster logo): one size, the width of a wide slot.
const DEFAULT_WIDTHS: readonly number[] = [800];

type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

const ENCODINGS = {
  // Effort 2 keeps a 4000 px photo's AVIF sizes to about a second each on a busy machine; higher efforts save little.
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9 },
} as const;

const EXTENSIONS: Record<VariantFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** One file the build writes: a photo at one width in one format. */
export interface ImageVariant {
  /** Where the page asks for it: `/assets/images/squadra-1a2b3c4d-840.avif`. */
  url: string;
  /** Relative to the output folder: `assets/images/squadra-1a2b3c4d-840.avif`. */
  fileName: string;
  source: string;
  width: number;
  format: VariantFormat;
  cacheFile: string;
}

export const isRasterImage = (file: string): boolean => /\.(png|jpe?g|webp|avif)$/i.test(file);

type ImageRecord = Record<string, unknown> & { src: string; alt: string };

/** Every image of a page or of the site file: an object with `src` and `alt`. */
function visitImages(value: unknown, visit: (record: ImageRecord, fieldPath: PropertyKey[]) => void): void {
  visitObjects(value, (record, fieldPath) => {
    if (typeof record.src === 'string' && typeof record.alt === 'string') visit(record as ImageRecord, fieldPath);
  });
}

/** Where an image's file is: `/images/…` in public/, `./…` beside the YAML file that names it. */
export function imageFile(src: string, yamlFile: string, publicDir: string): string {
  return src.startsWith('./') ? path.join(path.dirname(yamlFile), src) : path.join(publicDir, src);
}

/** The slot an image fills, from where it sits in a page: the type of its section, or an article's cover. */
function slotAt(data: unknown, fieldPath: readonly PropertyKey[]): ImageSlot | undefined {
  if (fieldPath[0] === 'post') return 'cover';
  if (fieldPath[0] !== 'sections' || typeof fieldPath[1] !== 'number') return undefined;
  const sections = (data as { sections?: unknown } | undefined)?.sections;
  const type = Array.isArray(sections) ? (sections[fieldPath[1]] as { type?: unknown } | undefined)?.type : undefined;
  return typeof type === 'string' ? imageSlotBySectionType[type] : undefined;
}

const isSharingImage = (fieldPath: readonly PropertyKey[]) => SHARING_IMAGE_FIELDS.has(String(fieldPath.at(-1)));

/** The images every first screen shows: the site's logo in the header, and those of a page's first section. */
const isFirstScreenImage = (fieldPath: readonly PropertyKey[]) =>
  (fieldPath[0] === 'brand' && fieldPath[1] === 'logo') || (fieldPath[0] === 'sections' && fieldPath[1] === 0);

export interface ImageCheckPaths {
  root: string;
  publicDir: string;
  /** The YAML file, absolute: a photo beside it is found there. */
  yamlFile: string;
  /** The sizes of the images the file names (`readImageSizes`). */
  sizes: ReadonlyMap<string, ImageSize | undefined>;
}

/** What Facebook, LinkedIn and WhatsApp show as a shared link's picture: sharp's names of the formats they read. */
const SHARING_FORMATS: Readonly<Record<string, string>> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP', gif: 'GIF' };
const EXTENSION_FORMATS: Readonly<Record<string, string>> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

/** A sharing image must be a file the social networks read: one sharp reads, in a format they show, named for its format. */
function checkSharingImage(file: string, shownPath: string, size: ImageSize | undefined, report: (message: string) => void): void {
  if (!size) {
    report(
      say(
        `l’immagine per la condivisione sui social ${shownPath} non si legge come immagine (file rovinato, o non è un’immagine): salvala come JPEG o PNG di 1200 × 630 px in public/images/og/`,
        `the social-sharing image ${shownPath} cannot be read as an image (a damaged file, or not an image): save it as a 1200 × 630 px JPEG or PNG in public/images/og/`,
      ),
    );
    return;
  }
  const shownFormat = SHARING_FORMATS[size.format];
  if (!shownFormat) {
    report(
      say(
        `l’immagine per la condivisione sui social ${shownPath} è in formato ${size.format.toUpperCase()}, che Facebook, LinkedIn e WhatsApp non mostrano: salvala come JPEG o PNG di 1200 × 630 px in public/images/og/`,
        `the social-sharing image ${shownPath} is in ${size.format.toUpperCase()} format, which Facebook, LinkedIn and WhatsApp do not show: save it as a 1200 × 630 px JPEG or PNG in public/images/og/`,
      ),
    );
    return;
  }
  const extension = path.extname(file).slice(1).toLowerCase();
  if (EXTENSION_FORMATS[extension] !== size.format)
    report(
      say(
        `l’immagine per la condivisione sui social ${shownPath} è in realtà un ${shownFormat}, ma il nome dice .${extension}: alcuni social la rifiutano. Rinomina il file in .${size.format === 'jpeg' ? 'jpg' : size.format}`,
        `the social-sharing image ${shownPath} is really a ${shownFormat}, but its name says .${extension}: some networks refuse it. Rename the file to .${size.format === 'jpeg' ? 'jpg' : size.format}`,
      ),
    );
}

/**
 * The lint's part: errors for a missing file, an SVG without a size, a sharing image the social networks cannot show,
 * a photo without `alt`; warnings for a photo too small.
 */
export function checkImages(
  data: unknown,
  source: YamlSource,
  paths: ImageCheckPaths,
  errors: ContentError[],
  warnings: ContentError[],
): void {
  visitImages(data, (record, fieldPath) => {
    const file = imageFile(record.src, paths.yamlFile, paths.publicDir);
    const shownPath = path.relative(paths.root, file).replace(/\\/g, '/');
    if (isSharingImage(fieldPath) && record.src.startsWith('./')) {
      errors.push(
        source.errorAt(
          [...fieldPath, 'src'],
          say(
            'l’immagine per la condivisione sui social la leggono gli altri siti così com’è: mettila in public/images/ e scrivila "/images/cartella/nome.png"',
            'the social-sharing image is read by other sites as it is; put it in public/images/ and write it "/images/folder/name.png"',
          ),
        ),
      );
      return;
    }
    if (!existsSync(file)) {
      errors.push(
        source.errorAt([...fieldPath, 'src'], say(`file dell’immagine non trovato: ${shownPath}`, `image file not found: ${shownPath}`)),
      );
      return;
    }
    if (isSharingImage(fieldPath)) {
      checkSharingImage(file, shownPath, paths.sizes.get(file), (message) => errors.push(source.errorAt([...fieldPath, 'src'], message)));
      return;
    }
    if (!isRasterImage(file)) {
      if ((typeof record.width !== 'number' || typeof record.height !== 'number') && !paths.sizes.get(file)) {
        errors.push(
          source.errorAt(
            fieldPath,
            say(
              `non riesco a leggere le dimensioni di ${shownPath}: aggiungi "width" e "height" in pixel`,
              `cannot read the size of ${shownPath}; add "width" and "height" in pixels`,
            ),
          ),
        );
      }
      return;
    }
    if (record.alt.trim() === '') {
      errors.push(
        source.errorAt(
          [...fieldPath, 'alt'],
          say(
            'foto senza testo alternativo: scrivi in "alt" che cosa mostra (lo leggono chi non vede la foto e Google)',
            'photo without alternative text: write in "alt" what it shows (read by people who cannot see the photo, and by Google)',
          ),
        ),
      );
    }
    const slot = slotAt(data, fieldPath);
    const size = paths.sizes.get(file);
    const needed = slot ? Math.max(...imageSlots[slot].widths) : undefined;
    if (size && needed && size.width < needed) {
      warnings.push(
        source.errorAt(
          [...fieldPath, 'src'],
          say(
            `la foto ${shownPath} è larga ${size.width} px: qui ne servono almeno ${needed} per uno schermo nitido; usa l’originale del telefono o della fotocamera`,
            `the photo ${shownPath} is ${size.width} px wide; this place needs at least ${needed} for a sharp screen; use the phone's or camera's original`,
          ),
        ),
      );
    }
  });
}

export interface PrepareImagesOptions {
  root: string;
  /** The language of the message that stops the build on a file that is not a photo. */
  language?: Language;
  publicDir?: string;
  cacheDir?: string;
  /** Photos already read, kept between calls (the editor prepares a page at every keystroke). */
  photoCache?: Map<string, Promise<PhotoFacts>>;
}

/** What holds the images: the site file and each page with its file (the loaded content). */
export interface ContentWithImages {
  site: object;
  pages: ReadonlyArray<{ file: string; page: object }>;
}

export interface PhotoFacts {
  hash: string;
  width: number;
  height: number;
  hasAlpha: boolean;
}

// Loaded only when an image must be read: a lint whose images are all in the size cache never pays for it.
const loadSharp = async () => (await import('sharp')).default;

/** An image as it is shown: a phone photo turned by its EXIF orientation is measured turned. */
export interface ImageSize {
  width: number;
  height: number;
  /** sharp's name of the decoder: `svg`, `jpeg`, `png`, `webp`, `heif`, … */
  format: string;
}

/** Sizes by content hash (`null`: sharp cannot read the file), and content hashes by file, modification time and length. */
const sizesByContent = new Map<string, ImageSize | null>();
const contentByFile = new Map<string, string>();
const SIZE_CACHE_FILE = path.join('node_modules', '.cache', 'image-sizes.json');
// Each entry is about 90 bytes: enough for every image of many versions of the site.
const SIZE_CACHE_ENTRIES = 5000;
const sizeCachesRead = new Set<string>();

function readSizeCache(cacheFile: string): Record<string, ImageSize | null> {
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, ImageSize | null>;
  } catch {
    return {};
  }
}

/** Adds what this process measured to the cache file, which other processes may have written meanwhile. */
function writeSizeCache(cacheFile: string, measured: ReadonlyMap<string, ImageSize | null>): void {
  const entries = Object.entries({ ...readSizeCache(cacheFile), ...Object.fromEntries(measured) }).slice(-SIZE_CACHE_ENTRIES);
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  const partial = `${cacheFile}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(Object.fromEntries(entries)));
  renameSync(partial, cacheFile);
}

async function measureImage(bytes: Buffer): Promise<ImageSize | null> {
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes).metadata();
    const { width, height } = metadata.autoOrient;
    return width > 0 && height > 0 ? { width, height, format: metadata.format } : null;
  } catch {
    return null;
  }
}

/**
 * The size of each image file, read with sharp (undefined: no such file, or not an image sharp can read). Sizes are
 * kept by the file's content, in memory and in node_modules/.cache when the project has that folder: sharp's first
 * load alone (0.4–0.7 s on a busy 2-core machine) is more than the content lint's 300 ms budget, so a lint whose images
 * did not change does not load it. The editor reads the sizes at every keystroke: a file whose modification time and
 * length are unchanged is not read again.
 */
export async function readImageSizes(files: Iterable<string>, root: string): Promise<Map<string, ImageSize | undefined>> {
  const cacheFile = path.join(root, SIZE_CACHE_FILE);
  const keepsCache = existsSync(path.join(root, 'node_modules'));
  if (keepsCache && !sizeCachesRead.has(cacheFile)) {
    sizeCachesRead.add(cacheFile);
    for (const [hash, size] of Object.entries(readSizeCache(cacheFile))) if (!sizesByContent.has(hash)) sizesByContent.set(hash, size);
  }
  const hashes = new Map<string, string>();
  const toMeasure = new Map<string, Buffer>();
  for (const file of new Set(files)) {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats?.isFile()) continue;
    const key = `${file}:${stats.mtimeMs}:${stats.size}`;
    let hash = contentByFile.get(key);
    if (hash === undefined) {
      const bytes = readFileSync(file);
      hash = createHash('sha256').update(bytes).digest('hex');
      contentByFile.set(key, hash);
      if (!sizesByContent.has(hash)) toMeasure.set(hash, bytes);
    }
    hashes.set(file, hash);
  }
  if (toMeasure.size > 0) {
    const measured = new Map(await Promise.all([...toMeasure].map(async ([hash, bytes]) => [hash, await measureImage(bytes)] as const)));
    for (const [hash, size] of measured) sizesByContent.set(hash, size);
    if (keepsCache) writeSizeCache(cacheFile, measured);
  }
  return new Map([...hashes].map(([file, hash]) => [file, sizesByContent.get(hash) ?? undefined]));
}

/** Every image file a page or the site file names (existing or not), for `readImageSizes`. */
export function imageFilesIn(data: unknown, yamlFile: string, publicDir: string): string[] {
  const files: string[] = [];
  visitImages(data, (record) => files.push(imageFile(record.src, yamlFile, publicDir)));
  return files;
}

async function photoFacts(file: string, root: string, language: Language): Promise<PhotoFacts> {
  const bytes = readFileSync(file);
  const sharp = await loadSharp();
  const metadata = await sharp(bytes)
    .metadata()
    .catch((error: unknown) => {
      const shown = path.relative(root, file).replace(/\\/g, '/');
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        sayIn(language)(
          `${shown}: il file non si legge come foto (${reason}); salvalo di nuovo come JPEG o PNG`,
          `${shown}: the file cannot be read as a photo (${reason}); save it again as JPEG or PNG`,
        ),
      );
    });
  const turned = (metadata.orientation ?? 1) >= 5;
  const storedWidth = metadata.width ?? 0;
  const storedHeight = metadata.height ?? 0;
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    width: turned ? storedHeight : storedWidth,
    height: turned ? storedWidth : storedHeight,
    hasAlpha: metadata.hasAlpha ?? false,
  };
}

/** The widths a slot needs that the photo can give; a photo narrower than the slot is served at its own width. */
function widthsFor(slotWidths: readonly number[], photoWidth: number): number[] {
  const fitting = slotWidths.filter((width) => width < photoWidth);
  if (fitting.length < slotWidths.length) fitting.push(photoWidth);
  return [...new Set(fitting)].sort((a, b) => a - b);
}

/**
 * A first-screen SVG small enough to travel inside the page: on a slow phone the logo or a hero
 * drawing fetched on its own costs a connection and its round trips on the path to the first paint,
 * more than its 2–4 KB (gzipped) in the HTML. Lighthouse's mobile LCP fell from 1.31–1.43 s to
 * 1.14–1.23 s with the logo and the favicon inline.
 */
const INLINE_SVG_MAX_BYTES = 10 * 1024;

function smallSvgDataUri(file: string): string | undefined {
  if (!file.endsWith('.svg') || !existsSync(file)) return undefined;
  const svg = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(svg) > INLINE_SVG_MAX_BYTES) return undefined;
  return svgDataUri(svg);
}

/** An SVG's markup as a data: address, for an image that travels inside the page. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/**
 * The build's part: every image gets its width and height; every photo gets `variants` (the `srcset` of its AVIF
 * and WebP sizes) and a `src` that is its largest size in JPEG (PNG if it is transparent), for browsers without
 * either format. Changes the content in place and returns the files to write, by URL.
 */
export async function prepareImages(content: ContentWithImages, options: PrepareImagesOptions): Promise<Map<string, ImageVariant>> {
  const publicDir = options.publicDir ?? path.join(options.root, 'public');
  const cacheDir = path.resolve(options.root, options.cacheDir ?? DEFAULT_IMAGE_CACHE_DIR);
  const variants = new Map<string, ImageVariant>();
  const factsByFile = options.photoCache ?? new Map<string, Promise<PhotoFacts>>();

  const variantOf = (source: string, facts: PhotoFacts, width: number, format: VariantFormat): ImageVariant => {
    const settings = JSON.stringify({ width, format, encoding: ENCODINGS[format] });
    const hash = createHash('sha256').update(facts.hash).update(settings).digest('hex').slice(0, 10);
    const stem = path.basename(source).replace(/\.[^.]+$/, '');
    const fileName = `${IMAGE_OUTPUT_DIR}/${stem}-${hash}-${width}.${EXTENSIONS[format]}`;
    const variant: ImageVariant = {
      url: `/${fileName}`,
      fileName,
      source,
      width,
      format,
      cacheFile: path.join(cacheDir, path.basename(fileName)),
    };
    variants.set(variant.url, variant);
    return variant;
  };

  const pending: Array<Promise<void>> = [];
  const visitFile = (data: unknown, yamlFile: string) => {
    visitImages(data, (record, fieldPath) => {
      const file = imageFile(record.src, yamlFile, publicDir);
      if (!isRasterImage(file) || isSharingImage(fieldPath)) {
        const inlineSrc = isFirstScreenImage(fieldPath) ? smallSvgDataUri(file) : undefined;
        if (inlineSrc) Object.assign(record, { inlineSrc });
        if (typeof record.width === 'number' && typeof record.height === 'number') return;
        pending.push(
          (async () => {
            const size = (await readImageSizes([file], options.root)).get(file);
            if (size) Object.assign(record, { width: size.width, height: size.height });
          })(),
        );
        return;
      }
      const slot = slotAt(data, fieldPath);
      pending.push(
        (async () => {
          // A photo replaced under the same name is read again.
          const key = `${file}:${statSync(file).mtimeMs}`;
          const facts = await (factsByFile.get(key) ??
            factsByFile.set(key, photoFacts(file, options.root, options.language ?? 'it')).get(key));
          if (!facts) return;
          const widths = widthsFor(slot ? imageSlots[slot].widths : DEFAULT_WIDTHS, facts.width);
          const srcset = (format: VariantFormat) =>
            widths.map((width) => `${variantOf(file, facts, width, format).url} ${width}w`).join(', ');
          const largest = widths.at(-1) ?? facts.width;
          const fallback = variantOf(file, facts, largest, facts.hasAlpha ? 'png' : 'jpeg');
          Object.assign(record, {
            src: fallback.url,
            width: largest,
            height: Math.round((largest * facts.height) / facts.width),
            variants: { avif: srcset('avif'), webp: srcset('webp') },
          });
        })(),
      );
    });
  };

  visitFile(content.site, path.join(options.root, 'pages-yaml', '_site.yaml'));
  for (const entry of content.pages) visitFile(entry.page, path.join(options.root, entry.file));
  await Promise.all(pending);
  return variants;
}

/** The bytes of one variant: from the cache, or encoded now and kept there. */
export async function variantBytes(variant: ImageVariant): Promise<Buffer> {
  if (existsSync(variant.cacheFile)) return readFileSync(variant.cacheFile);
  const sharp = await loadSharp();
  const bytes = await sharp(variant.source)
    .rotate()
    .resize({ width: variant.width, withoutEnlargement: true })
    .toFormat(variant.format, ENCODINGS[variant.format])
    .toBuffer();
  mkdirSync(path.dirname(variant.cacheFile), { recursive: true });
  // Written aside and renamed, so a build stopped halfway never leaves a cut file in the cache.
  const partial = `${variant.cacheFile}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, variant.cacheFile);
  return bytes;
}

export function mediaTypeOf(variant: ImageVariant): string {
  return `image/${variant.format}`;
}
