import type { OutputChunk, Plugin } from 'rollup';
import { FILES_PLACEHOLDER, planBlockOf } from './block-plans.ts';

/**
 * After the build knows every chunk's file name: which files the runtime and each block need,
 * all of them, so the loader (and a host, in the page head) can start every fetch in one round.
 * Writes dist/preload-manifest.json, puts the runtime's list into the loader, where the source
 * says `__CMS_BLOCKS_PRELOAD_PLAN__`, and each block's list into its plan file (block-plans.ts).
 */

export const PLAN_PLACEHOLDER = 'cms-blocks-preload-plan';

const LOADER_FILE = 'cms-blocks.js';
/**
 * A block's chunk, by the name the chunk planner gives it (`block-<name>`, scripts/chunk-groups.ts).
 * Not by its facade module: a block whose edit/ chunk imports from it has none.
 */
const blockOf = (chunk: OutputChunk) => /^block-(.+)$/.exec(chunk.name)?.[1];

/** Puts `value` where the chunk's code holds the string `placeholder`. */
function fill(chunk: OutputChunk, placeholder: string, value: unknown) {
  const pattern = new RegExp(`(["'\`])${placeholder}\\1`);
  if (!pattern.test(chunk.code)) throw new Error(`preload-plan: ${chunk.fileName} has no "${placeholder}"`);
  chunk.code = chunk.code.replace(pattern, JSON.stringify(value));
}

/** `stylesheets`: each block's stylesheet files (block-stylesheets.ts), for the manifest. */
export function preloadPlan({ stylesheets }: { stylesheets: ReadonlyMap<string, string[]> }): Plugin {
  return {
    name: 'preload-plan',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, skip: ReadonlySet<string>) => {
        const seen: string[] = [];
        const visit = (name: string) => {
          if (seen.includes(name) || skip.has(name)) return;
          seen.push(name);
          byFile.get(name)?.imports.forEach(visit);
        };
        visit(file);
        return seen;
      };
      const loader = byFile.get(LOADER_FILE);
      if (!loader) throw new Error(`preload-plan: no ${LOADER_FILE} in the bundle`);
      const skipLoader = new Set([LOADER_FILE]);
      // The runtime: what the loader imports dynamically (config, React root, the session).
      const runtime: string[] = [];
      for (const file of loader.dynamicImports) {
        for (const name of closure(file, skipLoader)) if (!runtime.includes(name)) runtime.push(name);
      }
      const skipRuntime = new Set([LOADER_FILE, ...runtime]);
      const blocks: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const block = blockOf(chunk);
        if (block) blocks[block] = closure(chunk.fileName, skipRuntime);
      }
      // note: the loader gets the runtime's files only; each block's list goes to its plan file,
      // so the loader does not grow with the blocks.
      fill(loader, PLAN_PLACEHOLDER, { runtime });
      for (const chunk of chunks) {
        const block = planBlockOf(chunk);
        if (!block) continue;
        if (!blocks[block]) throw new Error(`preload-plan: the build has no chunk for ${block}`);
        fill(chunk, FILES_PLACEHOLDER, blocks[block]);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'preload-manifest.json',
        source: JSON.stringify(
          { loader: LOADER_FILE, stylesheet: 'cms-blocks.css', runtime, blocks, stylesheets: Object.fromEntries(stylesheets) },
          null,
          2,
        ),
      });
    },
  };
}
