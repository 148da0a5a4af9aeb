import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import {
  makeQrMatrix,
  QR_QUIET_ZONE,
  qrPathData,
  qrSize,
  qrSvgFile,
  type QrMatrix,
} from '../../../../blocks/distributor/distributor-link-creator/qr-matrix.ts';

/** The code as RGBA pixels, `scale` per module, quiet zone included: what a camera would see. */
function pixels(matrix: QrMatrix, scale = 4) {
  const width = qrSize(matrix) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  matrix.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const at = (((row + QR_QUIET_ZONE) * scale + y) * width + (col + QR_QUIET_ZONE) * scale + x) * 4;
          data.fill(0, at, at + 3);
        }
      }
    }),
  );
  return { data, width };
}

describe('QR code', () => {
  it.each([
    'https://dana.cms-blocks.example/sponsor-signup/1002/distributor?rank=3',
    'http://127.0.0.1:4000/join-lavender-essential-oil',
    'https://x.example/ünïcode',
  ])('decodes back to %s', async (text) => {
    const matrix = await makeQrMatrix(text);
    const { data, width } = pixels(matrix);
    expect(jsQR(data, width, width)?.data).toBe(text);
  });

  it('keeps a quiet zone of 4 modules and draws every dark module once', async () => {
    const matrix = await makeQrMatrix('https://cms-blocks.example/');
    expect(QR_QUIET_ZONE).toBeGreaterThanOrEqual(4);
    const path = qrPathData(matrix);
    const dark = matrix.flat().filter(Boolean).length;
    expect(path.match(/M/g)).toHaveLength(dark);
    const starts = [...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    expect(Math.min(...starts.flat())).toBe(QR_QUIET_ZONE);
    expect(Math.max(...starts.flat())).toBe(matrix.length - 1 + QR_QUIET_ZONE);
  });

  it('writes an SVG file with an escaped title and a white background', async () => {
    const matrix = await makeQrMatrix('https://cms-blocks.example/?a=1&b=2');
    const svg = qrSvgFile(matrix, 'QR code for https://cms-blocks.example/?a=1&b=2');
    expect(svg).toContain('<title>QR code for https://cms-blocks.example/?a=1&#38;b=2</title>');
    expect(svg).toContain(`viewBox="0 0 ${qrSize(matrix)} ${qrSize(matrix)}"`);
    expect(svg).toContain('fill="#fff"');
  });
});
