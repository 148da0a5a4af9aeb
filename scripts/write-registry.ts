import { readFile, writeFile } from 'node:fs/promises';
import { registryFiles } from './registry-files.ts';

/**
 * `npm run registry`: writes registry/ from blocks/ (scripts/registry-files.ts). A file already
 * up to date is left alone: `npm test` builds while prettier and eslint read the tree.
 */
const files = await registryFiles();
const current = (file: string) => readFile(file, 'utf8').catch(() => null);
const changed = [];
for (const [file, source] of files) {
  if ((await current(file)) === source) continue;
  await writeFile(file, source);
  changed.push(file);
}
console.log(`registry/: ${changed.length} of ${files.size} files written from blocks/`);
