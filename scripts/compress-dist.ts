import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ENCODED_FILE_SUFFIX, isCompressible, MIN_COMPRESSED_BYTES } from '../server/http/compression.ts';
import { contentTypeOf } from '../server/http/send-file.ts';

/**
 * Writes `NAME.br` (brotli, best quality) and `NAME.gz` (gzip -9) beside every file of dist/ the
 * reference server would compress (JS, CSS, JSON, SVG, text) of 1 KB or more, so it sends them
 * as they are instead of compressing per request (server/http/send-file.ts). The last build step:
 * a file changed after it no longer has its copies served (they are older than it).
 */
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compressFile(file: string, bytes: Buffer): Promise<number> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  await writeFile(file + ENCODED_FILE_SUFFIX.br, br);
  await writeFile(file + ENCODED_FILE_SUFFIX.gzip, gz);
  return br.length;
}

const distDir = path.resolve(process.argv[2] ?? 'dist');
const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && isCompressible(contentTypeOf(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));
let compressed = 0;
let before = 0;
let after = 0;
// note: zlib's async calls run on libuv's thread pool, so the files compress in parallel.
await Promise.all(
  files.map(async (file) => {
    const bytes = await readFile(file);
    if (bytes.length < MIN_COMPRESSED_BYTES) return;
    const size = await compressFile(file, bytes);
    compressed += 1;
    before += bytes.length;
    after += size;
  }),
);
console.log(`dist/**/*.{br,gz}: ${compressed} files compressed, ${before} B -> ${after} B with brotli`);
