import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildManifest } from '../registry/manifest.ts';
import { API_REFERENCE_FILE, apiReference } from './api-reference.ts';
import { BUILT_API_REPORTS, COMMITTED_API_REPORTS, readApiReports } from './api-reports.ts';
import { BLOCK_TABLE_FILE, renderBlockTable, replaceBlockTable } from './block-table.ts';

/**
 * `npm run docs`: rewrites the block table of docs/blocks.md from the registry, docs/api-reference.md
 * from the contracts, and docs/api-report/ from the last build's API reports.
 */
const root = new URL('../', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8')) as { version: string };
const blockTable = new URL(BLOCK_TABLE_FILE, root);
const doc = await readFile(blockTable, 'utf8');
await writeFile(blockTable, replaceBlockTable(doc, renderBlockTable(await buildManifest(pkg.version))));
console.log(`${BLOCK_TABLE_FILE}: block table updated`);

await writeFile(new URL(API_REFERENCE_FILE, root), await apiReference());
console.log(`${API_REFERENCE_FILE}: written`);

const reports = readApiReports(BUILT_API_REPORTS);
if (reports.size === 0) throw new Error(`write-docs: ${BUILT_API_REPORTS}/ holds no API report: run \`npm run build\` first`);
await rm(COMMITTED_API_REPORTS, { recursive: true, force: true });
await mkdir(COMMITTED_API_REPORTS, { recursive: true });
for (const [name, text] of reports) await writeFile(path.join(COMMITTED_API_REPORTS, name), text);
console.log(`${COMMITTED_API_REPORTS}/: ${[...reports.keys()].join(', ')} copied from ${BUILT_API_REPORTS}/`);
