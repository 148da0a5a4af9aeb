import type { BlockName } from '../../registry/props.ts';
import type { BlockEntry } from '#contracts/block-manifest.ts';
import type { Hydration } from '#contracts/hydration.ts';

/** A block of dist/blocks.json, as the build writes it (registry/manifest.ts). */
export interface BlocksJsonEntry extends BlockEntry {
  name: BlockName;
  /** The hydration the block uses when its slot has no `data-hydrate`. */
  hydrate: Hydration;
}

/** dist/blocks.json (`cms-blocks/blocks.json`): every block, for CMS block pickers and the editor. */
export interface BlocksJson {
  /** The library version that wrote it. */
  version: string;
  blocks: BlocksJsonEntry[];
}
