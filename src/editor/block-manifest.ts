import * as v from 'valibot';
import type { JsonSchema } from './json-schema.ts';

const BlockEntrySchema = v.object({
  name: v.string(),
  title: v.string(),
  description: v.string(),
  deprecated: v.nullable(v.string()),
  props: v.custom<JsonSchema>((value) => typeof value === 'object' && value !== null, 'props must be a JSON Schema'),
});

/** dist/blocks.json, as the editor reads it (registry/manifest.ts writes it). */
export const BlockManifestSchema = v.object({ blocks: v.array(BlockEntrySchema) });

export type BlockEntry = v.InferOutput<typeof BlockEntrySchema>;

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
