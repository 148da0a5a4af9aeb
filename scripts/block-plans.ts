import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleInfo, OutputChunk, Plugin } from 'rollup';
import type { Hydration } from '#contracts/hydration.ts';

/**
 * Each block's plan file, dist/plans/<block>.js: a module of its own that the loader imports when
 * a page holds the block (src/runtime/plan-source.ts), so the loader names no block and does not
 * grow with the registry. It exports `{ hydration, files, load }`: the block's default hydration,
 * every file its code needs beyond the runtime's (filled in by preload-plan.ts once file names
 * are known) and `load()`, the block's own `import()` as rollup writes it (a block chunk that its
 * edit/ chunk imports from hands the block over as a namespace export, not as its default).
 *
 * Beside them, dist/block-names.js exports the list of block names, which the loader reads before
 * the plan of a block the page's head did not preload, so an unknown name costs no failing request.
 *
 * The blocks are the registry's dynamic imports (`blocks/<area>/<block>/index.ts`); their hydrations
 * (defineBlock's `hydration`, where it is not 'load') are in registry/hydration.json, which
 * `npm run registry` writes beside the registry from the same blocks.
 */

export const REGISTRY = path.resolve('registry/index.ts');
const HYDRATIONS = path.resolve('registry/hydration.json');
const PREFIX = '\0block-plan:';
/** What plan-source.ts's NAMES_FILE reads (the config's bundle cannot import src/). */
const NAMES_FILE = 'block-names.js';

/** What stands for a plan's file list until preload-plan.ts knows the file names. */
export const FILES_PLACEHOLDER = 'cms-blocks-block-files';

/** The block a plan chunk is for, from its file name. */
export const planBlockOf = (chunk: Pick<OutputChunk, 'fileName'>): string | undefined =>
  /^plans\/(.+)\.js$/.exec(chunk.fileName)?.[1];

/** The registry's blocks, by name (their folder's), each with the id of its `index.ts`. */
export const registryBlocks = (registry: ModuleInfo): Map<string, string> =>
  new Map(registry.dynamicallyImportedIds.map((id) => [path.basename(path.dirname(id)), id]));

export function blockPlans(): Plugin {
  const plans = new Map<string, { id: string; hydration: Hydration }>();
  return {
    name: 'block-plans',
    moduleParsed(info) {
      if (info.id !== REGISTRY) return;
      const hydrations = JSON.parse(readFileSync(HYDRATIONS, 'utf8')) as Partial<Record<string, Hydration>>;
      for (const [block, id] of registryBlocks(info)) {
        plans.set(block, { id, hydration: hydrations[block] ?? 'load' });
        this.emitFile({ type: 'chunk', id: `${PREFIX}${block}`, fileName: `plans/${block}.js` });
      }
      const names = [...plans.keys()].sort();
      this.emitFile({ type: 'asset', fileName: NAMES_FILE, source: `export default ${JSON.stringify(names)};\n` });
    },
    // note: a plan imports its block by the id rollup resolved from the registry, so it is taken as it is.
    resolveId: (source, importer) => (source.startsWith(PREFIX) || importer?.startsWith(PREFIX) ? source : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const plan = plans.get(id.slice(PREFIX.length));
      if (!plan) throw new Error(`block-plans: no plan for ${id.slice(PREFIX.length)}`);
      return [
        `export default {`,
        `  hydration: ${JSON.stringify(plan.hydration)},`,
        `  files: ${JSON.stringify(FILES_PLACEHOLDER)},`,
        `  load: () => import(${JSON.stringify(plan.id)}),`,
        `};`,
      ].join('\n');
    },
  };
}
