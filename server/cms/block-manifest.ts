import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { BlockManifestSchema, type BlockManifest } from '#contracts/block-manifest.ts';

/**
 * Reads `blocks.json` from the built library: the server learns the blocks and their props from
 * the build, as a CMS does, never by importing blocks/ or registry/.
 */
export type { BlockManifest };

export async function readBlockManifest(distDir: string): Promise<BlockManifest> {
  return v.parse(BlockManifestSchema, JSON.parse(await readFile(join(distDir, 'blocks.json'), 'utf8')));
}
