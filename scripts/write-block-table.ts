import { readFile, writeFile } from 'node:fs/promises';
import { buildManifest } from '../registry/manifest.ts';
import { BLOCK_TABLE_FILE, renderBlockTable, replaceBlockTable } from './block-table.ts';

/** `npm run docs`: rewrites the block table of docs/blocks.md from the registry. */
const file = new URL(`../${BLOCK_TABLE_FILE}`, import.meta.url);
const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const doc = await readFile(file, 'utf8');
await writeFile(file, replaceBlockTable(doc, renderBlockTable(await buildManifest(pkg.version))));
console.log(`${BLOCK_TABLE_FILE}: block table updated`);
