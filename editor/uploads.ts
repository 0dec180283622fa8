import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UploadResult } from './api-types.ts';
import { EditorRefusal, isInside, type Workspace } from './workspace.ts';

/** A phone's photo is a few megabytes; a camera's can be 20. */
export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

const PHOTO_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', heif: 'avif' };

/** "Prima Squadra 2025" → "prima-squadra-2025": the lowercase, digits and hyphens the content's image paths allow. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** "Prima Squadra 2025.JPG" → "prima-squadra-2025". */
export function imageName(original: string): string {
  return slug(path.basename(original).replace(/\.[^.]*$/, '')) || 'foto';
}

export interface UploadRequest {
  bytes: Uint8Array;
  fileName: string;
  /** `public`: into public/images/<folder>/; `beside`: next to the page's YAML file. */
  place: 'public' | 'beside';
  folder?: string;
  /** The page the photo is for (needed beside a page). */
  page?: string;
}

/**
 * A photo written where the build reads it: public/images/<folder>/ or beside the page. It must be a photo sharp can
 * read (the build turns it into AVIF and WebP sizes); its name is made safe and never overwrites another file.
 */
export async function savePhoto(workspace: Workspace, request: UploadRequest): Promise<UploadResult> {
  if (request.bytes.byteLength === 0) throw new EditorRefusal(400, 'empty', 'Il file è vuoto.');
  if (request.bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new EditorRefusal(
      400,
      'too-large',
      `La foto pesa più di ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: esportala più leggera (JPEG, qualità 85).`,
    );
  }
  const sharp = (await import('sharp')).default;
  const metadata = await sharp(request.bytes)
    .metadata()
    .catch(() => undefined);
  const extension = metadata?.format ? PHOTO_FORMATS[metadata.format] : undefined;
  if (!metadata || !extension || !metadata.width) {
    throw new EditorRefusal(
      400,
      'not-a-photo',
      `${request.fileName} non si legge come foto: carica un JPEG o un PNG (per un disegno SVG chiedi a chi sviluppa il sito).`,
    );
  }
  const stem = imageName(request.fileName);
  let directory: string;
  let srcOf: (name: string) => string;
  if (request.place === 'beside') {
    if (!request.page) throw new EditorRefusal(400, 'page', 'Manca la pagina accanto a cui mettere la foto.');
    const pageFile = workspace.contentFile(request.page);
    directory = path.dirname(pageFile);
    srcOf = (name) => `./${name}`;
  } else {
    const folder = (request.folder ?? 'foto')
      .split('/')
      .map((part) => slug(part))
      .filter((part) => part !== '')
      .join('/');
    directory = path.join(workspace.imagesDir, folder);
    srcOf = (name) => `/images/${folder === '' ? '' : `${folder}/`}${name}`;
  }
  let name = `${stem}.${extension}`;
  for (let copy = 2; existsSync(path.join(directory, name)); copy++) name = `${stem}-${copy}.${extension}`;
  const target = path.join(directory, name);
  // The folder's name is made safe above; a symbolic link inside public/images/ could still lead out of it.
  const home = request.place === 'beside' ? workspace.pagesDir : workspace.imagesDir;
  if (!isInside(home, target)) {
    throw new EditorRefusal(403, 'outside', 'Le foto vanno dentro public/images/ o accanto alla pagina.');
  }
  mkdirSync(directory, { recursive: true });
  const partial = `${target}.${process.pid}.editor-partial`;
  writeFileSync(partial, request.bytes);
  renameSync(partial, target);
  return { src: srcOf(name) };
}
