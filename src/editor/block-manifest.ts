import * as v from 'valibot';
import { BlockManifestSchema, type BlockEntry } from '../contracts/block-manifest.ts';

export type { BlockEntry };

/** Loads and checks blocks.json; the insert-block dialog lists what it holds. */
export async function loadBlockManifest(url: string, signal?: AbortSignal): Promise<BlockEntry[]> {
  const response = await fetch(url, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`Could not load the block list (${response.status}).`);
  return v.parse(BlockManifestSchema, await response.json()).blocks;
}

/**
 * The blocks as the dialog lists them: those matching every word of `query` in their name, title
 * or description, current ones first and deprecated ones last, each group by title.
 */
export function findBlocks(blocks: readonly BlockEntry[], query: string): BlockEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return blocks
    .filter((block) => {
      const text = `${block.name} ${block.title} ${block.description}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => Number(a.deprecated !== null) - Number(b.deprecated !== null) || a.title.localeCompare(b.title));
}
