import { planFile } from '#runtime/plan-source.ts';
import type { PreloadPlan } from '#runtime/preload.ts';
import type { BlockName, BlockPropsMap } from '../../registry/props.ts';
import { assetsBase, linkTag } from './asset-links.ts';

// `cms-blocks/preload` is this module: the types its functions take are its exports too.
export type { BlockName, BlockPropsMap, PreloadPlan };

/** dist/preload-manifest.json: the build's list of the files the runtime and each block need. */
export interface PreloadManifest extends PreloadPlan {
  /** Each block's files, its own chunk first (the same lists as its plan file, `plans/<block>.js`). */
  blocks: Readonly<Record<string, readonly string[]>>;
  /** The loader, `cms-blocks.js`. */
  loader: string;
  /** The host stylesheet, `cms-blocks.css`. */
  stylesheet: string;
  /**
   * Each block's stylesheets (`styles/<block>-<hash>.css`): what its first render needs, linked in
   * the head of a page whose slots of that block the server rendered (`cms-blocks/server`).
   */
  stylesheets: Readonly<Record<string, readonly string[]>>;
}

/**
 * For hosts that know which blocks a page holds: the `<head>` tags that start fetching the host
 * stylesheet, the loader, the runtime and those blocks' plans and files in parallel with the HTML, so the
 * loader finds everything on its way. `assetsUrl` is where dist/ is served, e.g. `/assets/cms-blocks/`.
 * Block names are checked by a host's compiler (BlockName); a name the manifest does not know (a
 * plain JavaScript host's typo) adds nothing; with no known block only the stylesheet and the loader are listed.
 * A page whose blocks the server rendered puts the module preloads after its slots instead
 * (modulePreloadLinks; docs/server-rendering.md).
 */
export function preloadLinks(manifest: PreloadManifest, blocks: Iterable<BlockName>, assetsUrl: string): string {
  return [
    linkTag('stylesheet', assetsBase(assetsUrl) + manifest.stylesheet),
    modulePreloadLinks(manifest, blocks, assetsUrl),
  ].join('\n');
}

/**
 * The module preloads of preloadLinks alone: the loader, and with a known block the runtime and the
 * blocks' plans and files. On a server-rendered page they go at the end of the body, after the
 * slots: the blocks' stylesheets and pictures there are then asked for first (HTTP/1.1 gives a
 * host six connections), and the page shows before its scripts arrive.
 */
export function modulePreloadLinks(manifest: PreloadManifest, blocks: Iterable<BlockName>, assetsUrl: string): string {
  const base = assetsBase(assetsUrl);
  const known = [...new Set(blocks)].filter((block) => Object.prototype.hasOwnProperty.call(manifest.blocks, block));
  const files = new Set([manifest.loader]);
  if (known.length > 0) for (const file of manifest.runtime) files.add(file);
  // note: the block's plan file too, which the loader reads first to learn the block's files.
  for (const block of known) for (const file of [planFile(block), ...(manifest.blocks[block] ?? [])]) files.add(file);
  return [...files].map((file) => linkTag('modulepreload', base + file)).join('\n');
}
