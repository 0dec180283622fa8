import { closeSync, openSync, readSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

function svgSize(text: string): ImageSize | undefined {
  const openingTag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!openingTag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`, 'i').exec(openingTag)?.[1];
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const viewBox = /\sviewBox="([^"]+)"/i.exec(openingTag)?.[1]?.trim().split(/[\s,]+/).map(Number);
  if (viewBox && viewBox.length === 4 && (viewBox[2] ?? 0) > 0 && (viewBox[3] ?? 0) > 0) {
    return { width: Math.round(viewBox[2] ?? 0), height: Math.round(viewBox[3] ?? 0) };
  }
  return undefined;
}

function pngSize(bytes: Buffer): ImageSize | undefined {
  const signature = '89504e470d0a1a0a';
  if (bytes.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The opening <svg> tag and a PNG's header sit at the start of the file: the rest is never read.
const HEAD_BYTES = 4096;

function readHead(file: string): Buffer {
  const descriptor = openSync(file, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const length = readSync(descriptor, head, 0, HEAD_BYTES, 0);
    return head.subarray(0, length);
  } finally {
    closeSync(descriptor);
  }
}

/** Intrinsic size of an SVG or PNG file, so every image gets width and height and causes no layout shift. */
export function readImageSize(file: string): ImageSize | undefined {
  const bytes = readHead(file);
  if (file.endsWith('.svg')) return svgSize(bytes.toString('utf8'));
  if (file.endsWith('.png')) return pngSize(bytes);
  return undefined;
}
