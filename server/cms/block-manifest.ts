import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';

/** The part of the build's `blocks.json` (registry/manifest.ts writes it) the server reads. */
const BlockManifestSchema = v.object({
  blocks: v.array(
    v.object({
      name: v.string(),
      /** The block's props as JSON Schema (draft 7). */
      props: v.custom<object>((value) => typeof value === 'object' && value !== null, 'props must be a JSON Schema object'),
    }),
  ),
});

export type BlockManifest = v.InferOutput<typeof BlockManifestSchema>;

/**
 * Reads `blocks.json` from the built library: the server learns the blocks and their props from
 * the build, as a CMS does, never by importing blocks/ or registry/.
 */
export async function readBlockManifest(distDir: string): Promise<BlockManifest> {
  return v.parse(BlockManifestSchema, JSON.parse(await readFile(join(distDir, 'blocks.json'), 'utf8')));
}
