import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

/**
 * The host stylesheet: each block's slot.css reserves the space its slot needs before any
 * script runs, so pages do not move while blocks load.
 */
export async function buildSlotCss(blocksDir: URL): Promise<string> {
  const root = fileURLToPath(blocksDir);
  const files = (await readdir(root, { recursive: true })).filter((file) => path.basename(file) === 'slot.css').sort();
  const parts = await Promise.all(files.map((file) => readFile(path.join(root, file), 'utf8')));
  const { code } = await transform(`@layer cms-blocks {\n${parts.join('\n')}\n}`, { loader: 'css', minify: true });
  return code;
}
