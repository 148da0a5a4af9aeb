import * as v from 'valibot';
import { BlockManifestSchema, type BlockEntry } from '#contracts/block-manifest.ts';

export type { BlockEntry };

/** Loads and checks blocks.json; the insert-block dialog lists what it holds. */
export async function loadBlockManifest(url: string, signal?: AbortSignal): Promise<BlockEntry[]> {
  const response = await fetch(url, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`Could not load the block list (${response.status}).`);
  return v.parse(BlockManifestSchema, await response.json()).blocks;
}
