import * as v from 'valibot';
import type { JsonSchema } from './json-schema.ts';

const BlockEntrySchema = v.object({
  name: v.string(),
  title: v.string(),
  description: v.string(),
  deprecated: v.nullable(v.string()),
  /** The block's props as JSON Schema (draft 7). */
  props: v.custom<JsonSchema>((value) => typeof value === 'object' && value !== null, 'props must be a JSON Schema'),
});

/**
 * The build's dist/blocks.json (registry/manifest.ts writes it), as its readers check it: the
 * editor, which lists the blocks, and the reference server, which checks saved slots with it
 * (never importing blocks/ or registry/).
 */
export const BlockManifestSchema = v.object({ blocks: v.array(BlockEntrySchema) });

export type BlockEntry = v.InferOutput<typeof BlockEntrySchema>;
export type BlockManifest = v.InferOutput<typeof BlockManifestSchema>;
