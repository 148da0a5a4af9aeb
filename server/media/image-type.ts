import { crc32 } from 'node:zlib';
import type { MEDIA_TYPES } from '#contracts/references.ts';

export type MediaType = (typeof MEDIA_TYPES)[number];

/** An image whose whole structure was read: its type and its size in pixels. */
export interface ImageHeader {
  type: MediaType;
  width: number;
  height: number;
}

/**
 * The most pixels an upload may have: a visitor's browser decodes each into 4 bytes of memory
 * (160 MB here), so a few kilobytes claiming 100,000 × 100,000 pixels cannot stall their tab. A
 * 40-megapixel photo is larger than any page shows.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** What reading an upload found: an image, or why it is refused. */
export type ImageCheck =
  | { problem: null; image: ImageHeader }
  | { problem: 'unsupportedType' }
  | { problem: 'malformed'; type: MediaType }
  | { problem: 'tooManyPixels'; image: ImageHeader };

/** A size read from a file's structure; `pixels` is what a browser decodes, which a GIF's frames may make larger. */
interface Size {
  width: number;
  height: number;
  pixels: number;
}

/** Thrown by the readers below at the first byte that breaks the format; checkImage turns it into `malformed`. */
class BrokenStructure extends Error {
  override readonly name = 'BrokenStructure' as const;
}

function need(condition: boolean): asserts condition {
  if (!condition) throw new BrokenStructure('The file breaks its format');
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The largest size the media table stores (an SQL integer), which is also a PNG's own limit. */
const MAX_DIMENSION = 2 ** 31 - 1;

function size(width: number, height: number): Size {
  need(width > 0 && height > 0 && width <= MAX_DIMENSION && height <= MAX_DIMENSION);
  return { width, height, pixels: width * height };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Chunks with their checksums, IHDR first, image data, and IEND as the last bytes of the file. */
function pngSize(bytes: Uint8Array, view: DataView): Size {
  let at = PNG_SIGNATURE.length;
  let found: Size | null = null;
  let hasData = false;
  for (;;) {
    need(at + 12 <= bytes.length);
    const length = view.getUint32(at);
    const type = fourCc(bytes, at + 4);
    const end = at + 12 + length;
    need(end <= bytes.length && /^[A-Za-z]{4}$/.test(type));
    need(crc32(bytes.subarray(at + 4, end - 4)) === view.getUint32(end - 4));
    if (found === null) {
      need(type === 'IHDR' && length === 13);
      found = size(view.getUint32(at + 8), view.getUint32(at + 12));
    } else {
      need(type !== 'IHDR');
    }
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') {
      need(length === 0 && hasData && end === bytes.length);
      return found;
    }
    at = end;
  }
}

const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
// SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The end of a scan's entropy-coded data: the next marker that is neither a stuffed 0xFF00 nor a restart. */
function scanEnd(bytes: Uint8Array, from: number): number {
  for (let at = from; ;) {
    const ff = bytes.indexOf(0xff, at);
    need(ff !== -1 && ff + 1 < bytes.length);
    const next = bytes[ff + 1] ?? 0;
    if (next !== 0x00 && !isRestartMarker(next)) return ff;
    at = ff + 2;
  }
}

/** One JPEG from its start-of-image at `start` to its end-of-image: segments, a frame, scans. */
function jpegImage(bytes: Uint8Array, view: DataView, start: number): { size: Size; end: number } {
  need(startsWith(bytes, [0xff, 0xd8], start));
  let at = start + 2;
  let found: Size | null = null;
  let scanned = false;
  for (;;) {
    need(bytes[at] === 0xff);
    while (bytes[at] === 0xff) at += 1; // fill bytes
    const marker = bytes[at] ?? 0;
    at += 1;
    if (marker === 0xd9) {
      need(found !== null && scanned);
      return { size: found, end: at };
    }
    need(marker !== 0x00 && marker !== 0xd8 && !isRestartMarker(marker));
    need(at + 2 <= bytes.length);
    const length = view.getUint16(at);
    need(length >= 2 && at + length <= bytes.length);
    if (isStartOfFrame(marker)) {
      need(found === null && length >= 8);
      found = size(view.getUint16(at + 5), view.getUint16(at + 3));
    }
    at += length;
    if (marker === 0xda) {
      need(found !== null);
      at = scanEnd(bytes, at);
      scanned = true;
    }
  }
}

/**
 * A JPEG to its end-of-image. Phones append further JPEGs after it (the Multi-Picture Format's
 * depth maps and previews): what follows must be whole JPEGs too, and nothing else.
 */
function jpegSize(bytes: Uint8Array, view: DataView): Size {
  const first = jpegImage(bytes, view, 0);
  for (let at = first.end; at < bytes.length;) at = jpegImage(bytes, view, at).end;
  return first.size;
}

const colorTableBytes = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

/** Past a run of data sub-blocks, each led by its length, the last one empty. */
function afterSubBlocks(bytes: Uint8Array, from: number): number {
  for (let at = from; ;) {
    need(at < bytes.length);
    const length = bytes[at] ?? 0;
    at += 1 + length;
    if (length === 0) return at;
  }
}

/**
 * The screen, then extensions and frames, then the trailer as the file's last byte. Old tools
 * left the trailer out, and browsers show such a GIF: one ending after a whole frame is kept.
 */
function gifSize(bytes: Uint8Array, view: DataView): Size {
  need(bytes.length >= 13);
  const screen = size(view.getUint16(6, true), view.getUint16(8, true));
  let pixels = screen.pixels;
  let frames = 0;
  let at = 13 + colorTableBytes(bytes[10] ?? 0);
  for (;;) {
    if (at === bytes.length && frames > 0) return { ...screen, pixels };
    const block = bytes[at];
    at += 1;
    if (block === 0x3b) {
      need(frames > 0 && at === bytes.length);
      return { ...screen, pixels };
    }
    if (block === 0x21) {
      at = afterSubBlocks(bytes, at + 1); // after the extension's label
    } else {
      need(block === 0x2c && at + 10 <= bytes.length);
      // A frame is decoded at its own size, which may pass the screen's.
      pixels = Math.max(pixels, size(view.getUint16(at + 4, true), view.getUint16(at + 6, true)).pixels);
      at += 9 + colorTableBytes(bytes[at + 8] ?? 0);
      at = afterSubBlocks(bytes, at + 1); // after the LZW code size
      frames += 1;
    }
  }
}

const uint24 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);

/** The size in a WebP's first chunk: a lossy or lossless bitstream's own, or the extended format's canvas. */
function webpFirstChunkSize(bytes: Uint8Array, view: DataView, type: string, data: number, length: number): Size {
  if (type === 'VP8 ') {
    need(length >= 10 && startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3));
    return size(view.getUint16(data + 6, true) & 0x3fff, view.getUint16(data + 8, true) & 0x3fff);
  }
  if (type === 'VP8L') {
    // 14 bits of width minus one, then 14 of height minus one, then 3 version bits that must be 0.
    need(length >= 5 && bytes[data] === 0x2f);
    const bits = view.getUint32(data + 1, true);
    need(bits >>> 29 === 0);
    return size(1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff));
  }
  need(type === 'VP8X' && length >= 10);
  return size(1 + uint24(bytes, data + 4), 1 + uint24(bytes, data + 7));
}

/** A RIFF container as long as it says, its chunks filling it to the end, with an image among them. */
function webpSize(bytes: Uint8Array, view: DataView): Size {
  need(bytes.length >= 20 && view.getUint32(4, true) === bytes.length - 8);
  let found: Size | null = null;
  let hasImage = false;
  for (let at = 12; at < bytes.length;) {
    need(at + 8 <= bytes.length);
    const type = fourCc(bytes, at);
    const length = view.getUint32(at + 4, true);
    const end = at + 8 + length + (length % 2); // chunks are padded to an even length
    need(end <= bytes.length);
    found ??= webpFirstChunkSize(bytes, view, type, at + 8, length);
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') hasImage = true;
    at = end;
  }
  need(found !== null && hasImage);
  return found;
}

const readers: Record<MediaType, (bytes: Uint8Array, view: DataView) => Size> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/gif': gifSize,
  'image/webp': webpSize,
};

/** The type an upload's first bytes claim, or null for anything but PNG, JPEG, WebP and GIF. */
function claimedType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * Reads an upload as the image its bytes claim to be (a name or a declared type can lie, and an
 * SVG or HTML file must never be served as one), through its whole structure: the container,
 * not the pixels, so a PNG header with HTML after it, or a GIF with a script after its trailer,
 * is `malformed`. The size comes from that structure, and over MAX_IMAGE_PIXELS is refused.
 */
export function checkImage(bytes: Uint8Array): ImageCheck {
  const type = claimedType(bytes);
  if (!type) return { problem: 'unsupportedType' };
  let found: Size;
  try {
    found = readers[type](bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    if (error instanceof BrokenStructure || error instanceof RangeError) return { problem: 'malformed', type };
    throw error;
  }
  const image = { type, width: found.width, height: found.height };
  return found.pixels > MAX_IMAGE_PIXELS ? { problem: 'tooManyPixels', image } : { problem: null, image };
}

/** The file name ending each type is served under. */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
