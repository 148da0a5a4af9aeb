import type { MEDIA_TYPES } from '#contracts/references.ts';

export type MediaType = (typeof MEDIA_TYPES)[number];

/** What an image's first bytes say: its type, and its size in pixels where the header holds it. */
export interface ImageHeader {
  type: MediaType;
  width: number | null;
  height: number | null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** The largest size the media table stores (an SQL integer); a PNG header may claim up to 2³²−1. */
const MAX_DIMENSION = 2 ** 31 - 1;

/** Plausible sizes only: a header claiming 0 pixels, or more than the table holds, says nothing worth storing. */
const size = (width: number, height: number) =>
  width > 0 && height > 0 && width <= MAX_DIMENSION && height <= MAX_DIMENSION
    ? { width, height }
    : { width: null, height: null };

function pngSize(view: DataView, bytes: Uint8Array) {
  return startsWith(bytes, ascii('IHDR'), 12) && bytes.length >= 24 ? size(view.getUint32(16), view.getUint32(20)) : size(0, 0);
}

/** A JPEG's size is in its first start-of-frame segment, after any number of others (EXIF, tables). */
function jpegSize(view: DataView, bytes: Uint8Array) {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return size(view.getUint16(at + 7), view.getUint16(at + 5));
    }
    at += 2 + view.getUint16(at + 2);
  }
  return size(0, 0);
}

function webpSize(view: DataView, bytes: Uint8Array) {
  if (bytes.length < 30) return size(0, 0);
  const uint24 = (at: number) => view.getUint16(at, true) | ((bytes[at + 2] ?? 0) << 16);
  if (startsWith(bytes, ascii('VP8 '), 12)) return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  if (startsWith(bytes, ascii('VP8X'), 12)) return size(1 + uint24(24), 1 + uint24(27));
  if (startsWith(bytes, ascii('VP8L'), 12)) {
    // 14 bits of width minus one, then 14 bits of height minus one, little-endian, after the 0x2f signature.
    const bits = view.getUint32(21, true);
    return size(1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff));
  }
  return size(0, 0);
}

/**
 * The type of an image by its bytes alone (PNG, JPEG, WebP or GIF), or null for anything else: a
 * name or a declared type can lie, and an SVG or HTML file must never be served as an upload.
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG_SIGNATURE)) return { type: 'image/png', ...pngSize(view, bytes) };
  if (startsWith(bytes, JPEG_SIGNATURE)) return { type: 'image/jpeg', ...jpegSize(view, bytes) };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { type: 'image/gif', ...(bytes.length >= 10 ? size(view.getUint16(6, true), view.getUint16(8, true)) : size(0, 0)) };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { type: 'image/webp', ...webpSize(view, bytes) };
  return null;
}

/** The file name ending each type is served under. */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
