/**
 * After the build knows every chunk's file name: which files the runtime and each block need,
 * all of them, so the loader (and a host, in the page head) can start every fetch in one round.
 * Writes dist/preload-manifest.json and puts the same plan into the loader, where the source
 * says `__CMS_BLOCKS_PRELOAD_PLAN__`.
 */

export const PLAN_PLACEHOLDER = 'cms-blocks-preload-plan';

const LOADER_FILE = 'cms-blocks.js';
/**
 * A block's chunk, by the name the chunk planner gives it (`block-<name>`, scripts/chunk-groups.mjs).
 * Not by its facade module: a block whose edit/ chunk imports from it has none.
 */
const blockOf = (chunk) => chunk?.name.match(/^block-(.+)$/)?.[1];

export function preloadPlan() {
  return {
    name: 'preload-plan',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file, skip) => {
        const seen = [];
        const visit = (name) => {
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
      // The runtime: what the loader imports dynamically that is not a block (config, React root).
      const runtime = [];
      for (const file of loader.dynamicImports) {
        if (!blockOf(byFile.get(file))) {
          for (const name of closure(file, skipLoader)) if (!runtime.includes(name)) runtime.push(name);
        }
      }
      const skipRuntime = new Set([LOADER_FILE, ...runtime]);
      const blocks = {};
      for (const chunk of chunks) {
        const block = blockOf(chunk);
        if (block) blocks[block] = closure(chunk.fileName, skipRuntime);
      }
      const plan = { runtime, blocks };
      const pattern = new RegExp(`(["'\`])${PLAN_PLACEHOLDER}\\1`);
      if (!pattern.test(loader.code)) throw new Error('preload-plan: the loader has no plan placeholder');
      loader.code = loader.code.replace(pattern, JSON.stringify(plan));
      this.emitFile({
        type: 'asset',
        fileName: 'preload-manifest.json',
        source: JSON.stringify({ loader: LOADER_FILE, stylesheet: 'cms-blocks.css', ...plan }, null, 2),
      });
    },
  };
}
