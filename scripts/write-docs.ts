import { readFile, writeFile } from 'node:fs/promises';
import { buildManifest } from '../registry/manifest.ts';
import { API_REFERENCE_FILE, apiReference } from './api-reference.ts';
import { BLOCK_TABLE_FILE, renderBlockTable, replaceBlockTable } from './block-table.ts';

/** `npm run docs`: rewrites the block table of docs/blocks.md from the registry, and docs/api-reference.md from the contracts. */
const root = new URL('../', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as { version: string };
const blockTable = new URL(BLOCK_TABLE_FILE, root);
const doc = await readFile(blockTable, 'utf8');
await writeFile(blockTable, replaceBlockTable(doc, renderBlockTable(await buildManifest(pkg.version))));
console.log(`${BLOCK_TABLE_FILE}: block table updated`);

await writeFile(new URL(API_REFERENCE_FILE, root), await apiReference());
console.log(`${API_REFERENCE_FILE}: written`);
