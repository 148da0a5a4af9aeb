import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const PLACEHOLDER_CSS = new URL('../src/host/slot.css', import.meta.url);

/**
 * The host stylesheet: each block's slot.css reserves the space its slot needs before any
 * script runs, so pages do not move while blocks load; the placeholder shapes style what a host
 * puts inside a slot meanwhile.
 */
export async function buildSlotCss(blocksDir: URL): Promise<string> {
  const root = fileURLToPath(blocksDir);
  const files = (await readdir(root, { recursive: true })).filter((file) => path.basename(file) === 'slot.css').sort();
  const parts = await Promise.all(files.map((file) => readFile(path.join(root, file), 'utf8')));
  const slots = `@layer cms-blocks {\n${parts.join('\n')}\n}`;
  const { code } = await transform(`${slots}\n${await readFile(PLACEHOLDER_CSS, 'utf8')}`, { loader: 'css', minify: true });
  return code;
}
