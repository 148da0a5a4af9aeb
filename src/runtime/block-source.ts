import type { Hydration } from '#contracts/hydration.ts';
import type { BlockModule } from './block.ts';

/** What the runtime knows of a block before its code loads. */
export interface BlockSource {
  /** When its slots hydrate unless a slot says otherwise (`data-hydrate`). */
  hydration: Hydration;
  /** Every file its code needs beyond the runtime's, to fetch at once; empty where nothing is fetched. */
  files: readonly string[];
  load: () => Promise<BlockModule>;
}

/**
 * Finds a block by its slot's name: null when there is no such block. The loader looks blocks up
 * in the build's plan files (plan-source.ts), so it does not grow with the registry; the editor's
 * previews and tests, which hold the registry, answer at once.
 */
export type FindBlock = (block: string) => BlockSource | null | Promise<BlockSource | null>;

/** A FindBlock over a registry held in memory. */
export function registrySource(
  registry: Readonly<Record<string, () => Promise<BlockModule>>>,
  defaultHydration: Readonly<Partial<Record<string, Hydration>>> = {},
): FindBlock {
  return (block) => {
    const load = Object.prototype.hasOwnProperty.call(registry, block) ? registry[block] : undefined;
    return load ? { hydration: defaultHydration[block] ?? 'load', files: [], load } : null;
  };
}
