/** Image headers written by hand: enough of each format for its type and size to be read, nothing more. */

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : [...part])),
  );

const be16 = (n: number) => [n >> 8, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le16 = (n: number) => [n & 0xff, n >> 8];
const le24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const le32 = (n: number) => [...le24(n), (n >>> 24) & 0xff];

export const pngBytes = (width: number, height: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], be32(13), 'IHDR', be32(width), be32(height), [8, 6, 0, 0, 0], be32(0));

/** A JPEG whose start-of-frame comes after an APP1 (EXIF) segment and a fill byte, as cameras write them. */
export const jpegBytes = (width: number, height: number) =>
  bytes([0xff, 0xd8], [0xff, 0xe1], be16(8), 'Exif\0\0', [0xff, 0xff, 0xc2], be16(17), [8], be16(height), be16(width), [3]);

export const gifBytes = (width: number, height: number) => bytes('GIF89a', le16(width), le16(height), [0, 0, 0]);

export const webpVp8xBytes = (width: number, height: number) =>
  bytes('RIFF', le32(30), 'WEBP', 'VP8X', le32(10), [0, 0, 0, 0], le24(width - 1), le24(height - 1));

export const webpLosslessBytes = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return bytes('RIFF', le32(30), 'WEBP', 'VP8L', le32(10), [0x2f], le32(bits), [0, 0, 0, 0, 0]);
};

export const webpLossyBytes = (width: number, height: number) =>
  bytes('RIFF', le32(30), 'WEBP', 'VP8 ', le32(10), [0, 0, 0], [0x9d, 0x01, 0x2a], le16(width), le16(height), [0, 0]);
