import * as v from 'valibot';
import type { JsonSchema } from './json-schema.ts';

/** The inserter's groups, in the order it shows them. */
export const BLOCK_CATEGORIES = ['Commerce', 'Site', 'Accounts', 'Conference desk', 'Owner tools', 'Training'] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

/** The icons the editor draws (src/editor/block-icons.tsx); a block names one. */
export const BLOCK_ICONS = [
  'cart',
  'receipt',
  'product',
  'products',
  'image',
  'images',
  'badge',
  'ticket',
  'tickets',
  'check-in',
  'print',
  'report',
  'menu',
  'settings',
  'video',
  'popup',
  'coupon',
  'chart',
  'user',
  'users',
  'key',
  'search',
  'cookie',
  'mail',
  'calendar',
  'banner',
  'circle',
  'download',
  'space',
  'arrow-up',
  'link',
  'training',
] as const;
export type BlockIcon = (typeof BLOCK_ICONS)[number];

const BlockEntrySchema = v.object({
  name: v.string(),
  /** What a content administrator calls it: "Add to cart". */
  title: v.string(),
  /** One or two sentences to a content administrator: what visitors get from it. */
  description: v.string(),
  category: v.picklist(BLOCK_CATEGORIES),
  /** Words the inserter's search also matches ("basket", "buy"). */
  keywords: v.array(v.string()),
  icon: v.picklist(BLOCK_ICONS),
  /** Offered in the inserter; false for blocks only a host places (the impersonation banner). */
  insertable: v.boolean(),
  /** The props of the inserter's hover preview (valid for the block, referencing seeded data), or null for none. */
  example: v.nullable(v.record(v.string(), v.unknown())),
  deprecated: v.nullable(v.string()),
  /** Renders on the server too, as a guest (`cms-blocks/server`, docs/server-rendering.md). */
  serverRender: v.boolean(),
  /**
   * The block's props as JSON Schema (draft 7); each prop has a `title` and may have a
   * `description` (help text) and a `reference` (src/contracts/references.ts).
   */
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

/** What content administrators call a block: its title ("Add to cart"), or its name when the manifest has no such block. */
export const blockTitle = (manifest: BlockManifest, block: string): string =>
  manifest.blocks.find((entry) => entry.name === block)?.title ?? block;
