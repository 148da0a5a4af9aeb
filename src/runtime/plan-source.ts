import { isHydration, type Hydration } from '#contracts/hydration.ts';
import type { BlockModule } from './block.ts';
import type { BlockSource, FindBlock } from './block-source.ts';

/** A block's name as the registry spells them; anything else is unknown without a request. */
const BLOCK_NAME = /^[a-z][a-z0-9-]*$/;
/** A file of the build beside the loader: a block's or a shared chunk. */
const BUILD_FILE = /^(blocks|chunks)\/[\w-]+\.js$/;

/** The address of a block's plan file, `plans/<block>.js` beside the loader (scripts/block-plans.ts). */
export const planFile = (block: string): string => `plans/${block}.js`;

/** A plan file's default export, checked: a hydration, the build's own files and the block's `import()`. */
export function readBlockPlan(value: unknown): BlockSource {
  const plan = (value ?? {}) as { hydration?: unknown; files?: unknown; load?: unknown };
  const { hydration, files, load } = plan;
  if (!isHydration(typeof hydration === 'string' ? hydration : null) || !Array.isArray(files) || typeof load !== 'function') {
    throw new TypeError('the plan file is not a block plan');
  }
  if (!files.every((file): file is string => typeof file === 'string' && BUILD_FILE.test(file))) {
    throw new TypeError('the plan file names a file outside the build');
  }
  return { hydration: hydration as Hydration, files, load: load as () => Promise<BlockModule> };
}

/**
 * The loader's FindBlock: each block's plan is a small module at a stable address beside the
 * loader (its hydration, every file its code needs and its `import()`), fetched once per block on the page, so the
 * loader stays the same size however many blocks there are. A plan that is not there (404) is an
 * unknown block; any other failure is a failure to load.
 */
export function planSource(base: string, fetchFn: typeof fetch = (...args) => fetch(...args)): FindBlock {
  const found = new Map<string, Promise<BlockSource | null>>();
  const lookUp = async (block: string): Promise<BlockSource | null> => {
    const url = new URL(planFile(block), base).href;
    let module: { default?: unknown };
    try {
      module = (await import(/* @vite-ignore */ url)) as { default?: unknown };
    } catch (error) {
      const response = await fetchFn(url, { method: 'HEAD' }).catch(() => null);
      if (response?.status === 404) return null;
      throw error;
    }
    return readBlockPlan(module.default);
  };
  return (block) => {
    if (!BLOCK_NAME.test(block)) return null;
    let source = found.get(block);
    if (!source) found.set(block, (source = lookUp(block)));
    return source;
  };
}
