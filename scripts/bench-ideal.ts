import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { rollup, type GetModuleInfo } from 'rollup';
import { compile, onwarn, treeshakeAllBut } from '../rollup.config.ts';
import { defaultHydration } from '../registry/index.ts';
import { blockFolders } from './registry-files.ts';

/**
 * The bench's other hosts, each a folder the reference server serves as its dist/ (startServer's
 * distDir): the same pages, only the library's files differ.
 */

/** The build as a host that adds the loader alone serves it: no preload manifest, so no head links. */
export function loaderOnlyDist(outDir: string): string {
  rmSync(outDir, { recursive: true, force: true });
  cpSync('dist', outDir, { recursive: true, filter: (file) => path.basename(file) !== 'preload-manifest.json' });
  return outDir;
}

const ENTRY = '\0bench-ideal-entry';

/** The runtime's own lazy parts (config, React root, session): in the ideal bundle, they are inline. */
const RUNTIME_SPLIT = /\/src\/(runtime|host)\//;

/** What the page's first file holds: everything the entry reaches but what blocks load later on purpose. */
function pageCode(getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = getModuleInfo(id);
    info?.importedIds.forEach(visit);
    if (RUNTIME_SPLIT.test(id)) info?.dynamicallyImportedIds.forEach(visit);
  };
  visit(ENTRY);
  return seen;
}

/**
 * One page's ideal bundle: one file holding exactly what its blocks need to mount (the runtime,
 * those blocks and their code), built from the same sources with the same settings, served where
 * the loader would be, with no preload links. What blocks load later on purpose (an owner's
 * editing, the captcha's widget) stays in files of its own, as in the build. What the page would
 * cost if a host hand-built a bundle for it.
 */
export async function idealDist(blocks: readonly string[], outDir: string): Promise<string> {
  const sources = new Map(blockFolders().map(({ name, dir }) => [name, path.resolve(dir, 'index.ts')]));
  const unknown = blocks.filter((block) => !sources.has(block));
  if (unknown.length > 0) throw new Error(`bench: no block folder for ${unknown.join(', ')}`);
  const hydration = Object.fromEntries(Object.entries(defaultHydration).filter(([block]) => blocks.includes(block)));
  const runtime = path.resolve('src/runtime');
  const entry = [
    `import { registrySource } from ${JSON.stringify(`${runtime}/block-source.ts`)};`,
    `import { start } from ${JSON.stringify(`${runtime}/start.ts`)};`,
    ...blocks.map((block, i) => `import * as block${i} from ${JSON.stringify(sources.get(block))};`),
    `const registry = { ${blocks.map((block, i) => `${JSON.stringify(block)}: () => Promise.resolve(block${i})`).join(', ')} };`,
    `start({ findBlock: registrySource(registry, ${JSON.stringify(hydration)}) });`,
  ].join('\n');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const bundle = await rollup({
    input: ENTRY,
    onwarn,
    treeshake: treeshakeAllBut(ENTRY),
    plugins: [
      { name: 'bench-ideal-entry', resolveId: (id) => (id === ENTRY ? id : null), load: (id) => (id === ENTRY ? entry : null) },
      ...compile({ preloadPlan: { runtime: [] } }),
    ],
  });
  let page: Set<string> | undefined;
  await bundle.write({
    dir: outDir,
    format: 'es',
    entryFileNames: 'cms-blocks.js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: (id, { getModuleInfo }) => ((page ??= pageCode(getModuleInfo)).has(id) ? 'cms-blocks' : undefined),
  });
  await bundle.close();
  for (const file of ['cms-blocks.css', 'blocks.json']) copyFileSync(path.join('dist', file), path.join(outDir, file));
  return outDir;
}
