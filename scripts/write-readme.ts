import { readFile, writeFile } from 'node:fs/promises';
import { buildManifest } from '../registry/manifest.ts';
import { renderBlockTable, replaceBlockTable } from './readme-blocks.ts';

/** `npm run docs`: rewrites the README's block table from the registry. */
const file = new URL('../README.md', import.meta.url);
const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const readme = await readFile(file, 'utf8');
await writeFile(file, replaceBlockTable(readme, renderBlockTable(await buildManifest(pkg.version))));
console.log('README.md: block table updated');
