import { readFile, writeFile } from 'node:fs/promises';
import { buildManifest } from '../registry/manifest.ts';
import { buildSlotCss } from './slot-css.ts';

/** Writes dist/blocks.json and dist/cms-blocks.css next to the built loader. */
const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const dist = new URL('../dist/', import.meta.url);
const manifest = await buildManifest(pkg.version);
await writeFile(new URL('blocks.json', dist), `${JSON.stringify(manifest, null, 2)}\n`);
await writeFile(new URL('cms-blocks.css', dist), await buildSlotCss(new URL('../blocks/', import.meta.url)));
console.log(`dist/blocks.json: ${manifest.blocks.length} blocks`);
