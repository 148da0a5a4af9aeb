import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { BlockManifestSchema, type BlockEntry } from '#contracts/block-manifest.ts';

/** Today's dist/blocks.json (npm test builds it first), as the editor reads it. */
export function realBlocks(): BlockEntry[] {
  const text = readFileSync(path.resolve(process.cwd(), 'dist/blocks.json'), 'utf8');
  return v.parse(BlockManifestSchema, JSON.parse(text)).blocks;
}

export function realBlock(name: string): BlockEntry {
  const block = realBlocks().find((entry) => entry.name === name);
  if (!block) throw new Error(`dist/blocks.json has no block "${name}"`);
  return block;
}

export {
  ADD_TO_CART,
  CART,
  QUICK_SHOP,
  SMALL_MANIFEST,
  SPACER_MEDIUM,
  SUGGESTED_PRODUCTS_V2,
} from '../../support/block-manifest.ts';
