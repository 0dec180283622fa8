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
  const viewBox = /\sviewBox="([^"]+)"/i
    .exec(openingTag)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
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

const EXIF_ORIENTATION_TAG = 0x0112;

/** A phone stores a portrait photo as landscape with an EXIF orientation of 5–8 ("turn it when shown"). */
function isTurnedByExif(exif: Buffer): boolean {
  if (exif.subarray(0, 6).toString('latin1') !== 'Exif\0\0') return false;
  const tiff = exif.subarray(6);
  const littleEndian = tiff.subarray(0, 2).toString('latin1') === 'II';
  const read16 = (offset: number) => (littleEndian ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const read32 = (offset: number) => (littleEndian ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  if (tiff.length < 8) return false;
  const firstDirectory = read32(4);
  if (firstDirectory + 2 > tiff.length) return false;
  const entries = read16(firstDirectory);
  for (let index = 0; index < entries; index++) {
    const entry = firstDirectory + 2 + index * 12;
    if (entry + 12 > tiff.length) return false;
    if (read16(entry) === EXIF_ORIENTATION_TAG) return read16(entry + 8) >= 5;
  }
  return false;
}

const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const JPEG_EXIF_MARKER = 0xe1;

/** Walks the JPEG's segments up to its frame header, which holds the stored size; EXIF comes before it. */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let turned = false;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker === JPEG_EXIF_MARKER && !turned) turned = isTurnedByExif(bytes.subarray(offset + 4, offset + 2 + length));
    if (JPEG_FRAME_MARKERS.has(marker)) {
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return turned ? { width: height, height: width } : { width, height };
    }
    offset += 2 + length;
  }
  return undefined;
}

// The opening <svg> tag and a PNG's header sit at the start of the file; a JPEG's frame header follows its EXIF
// block, which a phone keeps under 64 KB.
const HEAD_BYTES = 4096;
const JPEG_HEAD_BYTES = 128 * 1024;

function readHead(file: string, byteCount: number): Buffer {
  const descriptor = openSync(file, 'r');
  try {
    const head = Buffer.alloc(byteCount);
    const length = readSync(descriptor, head, 0, byteCount, 0);
    return head.subarray(0, length);
  } finally {
    closeSync(descriptor);
  }
}

export const isRasterImage = (file: string): boolean => /\.(png|jpe?g|webp|avif)$/i.test(file);

/**
 * Intrinsic size of an SVG, PNG or JPEG file as it is shown (a phone photo turned by its EXIF orientation is
 * measured turned), so every image gets width and height and causes no layout shift.
 */
export function readImageSize(file: string): ImageSize | undefined {
  const lowerCase = file.toLowerCase();
  if (lowerCase.endsWith('.svg')) return svgSize(readHead(file, HEAD_BYTES).toString('utf8'));
  if (lowerCase.endsWith('.png')) return pngSize(readHead(file, HEAD_BYTES));
  if (/\.jpe?g$/.test(lowerCase)) return jpegSize(readHead(file, JPEG_HEAD_BYTES));
  return undefined;
}
