import { crc32, deflateSync } from 'node:zlib';

/**
 * Images written by hand: each format's whole structure, as the upload reads it (chunks and
 * checksums, segments, blocks), around a few bytes of picture data that is never decoded.
 */

// note: concatenated as buffers, not spread into arrays: a padded PNG is megabytes.
const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  new Uint8Array(
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Uint8Array.from(part)))),
  );

const be16 = (n: number) => [n >> 8, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [...le24(n), (n >>> 24) & 0xff];

/** A PNG chunk: its length, type, data and the checksum of type and data. */
export function pngChunk(type: string, data: Uint8Array | number[] = []) {
  const typed = bytes(type, data);
  return bytes(be32(typed.length - 4), typed, be32(crc32(typed)));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG of that size; with `fileSize`, a private chunk of zeros pads it to that many bytes. */
export function pngBytes(width: number, height: number, { fileSize }: { fileSize?: number } = {}) {
  const header = pngChunk('IHDR', [...be32(width), ...be32(height), 8, 6, 0, 0, 0]);
  const image = bytes(pngChunk('IDAT', deflateSync(new Uint8Array(1))), pngChunk('IEND'));
  const png = bytes(PNG_SIGNATURE, header, image);
  if (fileSize === undefined) return png;
  const padding = pngChunk('teSt', new Uint8Array(fileSize - png.length - 12)); // 12: length, type and checksum
  return bytes(PNG_SIGNATURE, header, padding, image);
}

/**
 * A progressive JPEG as cameras write them: an APP1 (EXIF) segment, a fill byte, the frame, a
 * scan whose data holds a stuffed 0xFF and a restart marker, and the end of the image.
 */
export const jpegBytes = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe1],
    be16(8),
    'Exif\0\0',
    [0xff, 0xff, 0xc2],
    be16(11),
    [8],
    be16(height),
    be16(width),
    [1, 1, 0x11, 0],
    [0xff, 0xda],
    be16(8),
    [1, 1, 0, 0, 0x3f, 0],
    [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56],
    [0xff, 0xd9],
  );

/** A GIF of one frame, the screen's size, with a comment before it as editors write one. */
export const gifBytes = (width: number, height: number) =>
  bytes(
    'GIF89a',
    le16(width),
    le16(height),
    [0, 0, 0],
    [0x21, 0xfe, 5],
    'hello',
    [0],
    [0x2c, 0, 0, 0, 0],
    le16(width),
    le16(height),
    [0],
    [2, 2, 0x4c, 0x01, 0],
    [0x3b],
  );

/** A RIFF WebP of these chunks, each as [type, data], padded to even lengths. */
function webp(...chunks: [string, number[]][]) {
  const body = bytes('WEBP', ...chunks.map(([type, data]) => bytes(type, le32(data.length), data, data.length % 2 ? [0] : [])));
  return bytes('RIFF', le32(body.length), body);
}

const vp8lData = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return [0x2f, ...le32(bits), 0, 0];
};

export const webpLosslessBytes = (width: number, height: number) => webp(['VP8L', vp8lData(width, height)]);

export const webpLossyBytes = (width: number, height: number) =>
  webp(['VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(width), ...le16(height), 0, 0]]);

/** The extended format: a canvas, then its image (lossless here, at the canvas's size). */
export const webpVp8xBytes = (width: number, height: number) =>
  webp(['VP8X', [0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)]], ['VP8L', vp8lData(width, height)]);
