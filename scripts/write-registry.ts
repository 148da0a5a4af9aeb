import { writeFile } from 'node:fs/promises';
import { registryFiles } from './registry-files.ts';

/** `npm run registry`: writes registry/ from blocks/ (scripts/registry-files.ts). */
const files = await registryFiles();
for (const [file, source] of files) await writeFile(file, source);
console.log(`registry/: ${files.size} files written from blocks/`);
