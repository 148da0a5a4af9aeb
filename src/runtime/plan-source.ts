import { isHydration, type Hydration } from '#contracts/hydration.ts';
import type { BlockModule } from './block.ts';
import type { BlockSource, FindBlock } from './block-source.ts';
import { modulePreloads } from './preload.ts';

/** A block's name as the registry spells them; anything else is unknown without a request. */
const BLOCK_NAME = /^[a-z][a-z0-9-]*$/;
/** A file of the build beside the loader: a block's or a shared chunk. */
const BUILD_FILE = /^(blocks|chunks)\/[\w-]+\.js$/;

/** The address of a block's plan file, `plans/<block>.js` beside the loader (scripts/block-plans.ts). */
export const planFile = (block: string): string => `plans/${block}.js`;

/** A plan file's default export, checked: a hydration, the build's own files only and the block's `import()`. */
export function readBlockPlan(value: unknown): BlockSource {
  const plan = (value ?? {}) as { hydration?: unknown; files?: unknown; load?: unknown };
  const { hydration, files, load } = plan;
  if (
    !isHydration(typeof hydration === 'string' ? hydration : null) ||
    typeof load !== 'function' ||
    !Array.isArray(files) ||
    !files.every((file): file is string => typeof file === 'string' && BUILD_FILE.test(file))
  ) {
    throw new TypeError('the plan file is not a plan of this build');
  }
  return { hydration: hydration as Hydration, files, load: load as () => Promise<BlockModule> };
}

/** The build's list of block names beside the loader (scripts/block-plans.ts), read before a plan the page's head did not preload. */
export const NAMES_FILE = 'block-names.js';

/** Whether the page's head already asks for this module (the host's preload helper lists only known blocks' plans). */
const isPreloaded = (url: string): boolean => modulePreloads(document).includes(url);

const importDefault = async (url: string): Promise<unknown> =>
  ((await import(/* @vite-ignore */ url)) as { default?: unknown }).default;

/**
 * The loader's FindBlock: each block's plan is a small module at a stable address beside the
 * loader (its hydration, every file its code needs and its `import()`), fetched once per block on
 * the page, so the loader stays the same size however many blocks there are. A name the page's
 * head does not preload is first looked up in the build's names file (fetched once): an unknown
 * block costs no failing request, which the browser would log whatever the host does.
 */
export function planSource(base: string, preloaded: (url: string) => boolean = isPreloaded): FindBlock {
  const found = new Map<string, Promise<BlockSource | null>>();
  let names: Promise<unknown> | undefined;
  const lookUp = async (block: string): Promise<BlockSource | null> => {
    const url = new URL(planFile(block), base).href;
    if (!preloaded(url)) {
      // note: the names only decide whether to ask for a plan at a checked address, so they need no checking
      names ??= importDefault(new URL(NAMES_FILE, base).href);
      if (!((await names) as string[]).includes(block)) return null;
    }
    return readBlockPlan(await importDefault(url));
  };
  return (block) => {
    if (!BLOCK_NAME.test(block)) return null;
    let source = found.get(block);
    if (!source) found.set(block, (source = lookUp(block)));
    return source;
  };
}
