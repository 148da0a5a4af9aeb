/** The dark modules of a QR code, row by row. */
export type QrMatrix = readonly (readonly boolean[])[];

/** Light modules around the code: ISO/IEC 18004 asks for at least 4, which scanners rely on. */
export const QR_QUIET_ZONE = 4;

/**
 * The QR code of `text` at error correction M, smallest version that holds it. The library is
 * fetched on the first call, so pages load it only when a code is shown.
 */
export async function makeQrMatrix(text: string): Promise<QrMatrix> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  // note: byte mode takes one character per byte: the text's UTF-8 bytes, so any text scans back as written.
  code.addData(String.fromCharCode(...new TextEncoder().encode(text)), 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_row, row) => Array.from({ length: size }, (_col, col) => code.isDark(row, col)));
}

/** The code's width in modules with the quiet zone on both sides. */
export const qrSize = (matrix: QrMatrix) => matrix.length + 2 * QR_QUIET_ZONE;

/** SVG path data of the dark modules, one unit per module, offset by the quiet zone. */
export function qrPathData(matrix: QrMatrix): string {
  const parts: string[] = [];
  matrix.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (dark) parts.push(`M${col + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A standalone SVG file of the code, white quiet zone included, titled `title`. */
export function qrSvgFile(matrix: QrMatrix, title: string): string {
  const size = qrSize(matrix);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges"><title>${escapeXml(title)}</title><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${qrPathData(matrix)}"/></svg>\n`;
}

/** A PNG of the code, `scale` pixels per module, white quiet zone included. */
export function qrPngBlob(matrix: QrMatrix, scale = 8): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = qrSize(matrix) * scale;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the QR code as an image'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  matrix.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (dark) context.fillRect((col + QR_QUIET_ZONE) * scale, (row + QR_QUIET_ZONE) * scale, scale, scale);
    }),
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The QR code image could not be made'))), 'image/png'),
  );
}
