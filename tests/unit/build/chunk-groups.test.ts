// @vitest-environment node
import path from 'node:path';
import { rollup, type Plugin } from 'rollup';
import { describe, expect, it } from 'vitest';
import configs from '../../../rollup.config.ts';

const root = process.cwd();
const REGISTRY = path.join(root, 'registry/index.ts');
const SHARED = path.join(root, 'blocks/site/shared/synthetic-shared.ts');
const syntheticBlock = (name: string) => path.join(root, `blocks/site/${name}/index.ts`);

/** As many blocks as a large CMS library holds: the loader must not grow with them. */
const SYNTHETIC = Array.from({ length: 500 }, (_, i) => `synthetic-${i + 1}`);

/**
 * 500 synthetic site blocks in the registry, all using a new module of the site area's shared/
 * folder, the API client and the form kit's button, as a new block would.
 */
function syntheticBlocks(): Plugin {
  const sources = new Map([
    [SHARED, `export const greeting = (name: string) => 'Hello ' + name;\n`],
    ...SYNTHETIC.map((name): [string, string] => [
      syntheticBlock(name),
      [
        `import { createElement } from 'react';`,
        `import * as v from 'valibot';`,
        `import { defineBlock } from '#runtime/block.ts';`,
        `import { createApiClient } from '#api/client.ts';`,
        `import { Button } from '#ui/forms/button.tsx';`,
        `import { greeting } from '../shared/synthetic-shared.ts';`,
        `export default defineBlock({ name: '${name}', title: '${name}', props: v.strictObject({}), component: () =>`,
        `  createElement(Button, { onClick: () => createApiClient({ baseUrl: '/' }) }, greeting('${name}')) });`,
      ].join('\n'),
    ]),
  ]);
  return {
    name: 'synthetic-blocks',
    resolveId: (source, importer) => {
      if (!importer || !source.startsWith('.')) return null;
      const id = path.resolve(path.dirname(importer), source);
      return sources.has(id) ? id : null;
    },
    load: (id) => sources.get(id) ?? null,
    transform: (code, id) =>
      id === REGISTRY
        ? code.replace(
            'export const registry = {',
            `export const registry = {\n${SYNTHETIC.map((name) => `  '${name}': () => import('../blocks/site/${name}/index.ts'),`).join('\n')}`,
          )
        : null,
  };
}

/**
 * A module's path from the project root; a package's from node_modules/ on, wherever that folder
 * really is (rollup resolves links, and a git worktree may link node_modules to another checkout's).
 */
function shownPath(id: string): string {
  const at = id.indexOf('/node_modules/');
  return at >= 0 ? id.slice(at + 1) : path.relative(root, id);
}

/**
 * Each chunk's modules, by the chunk's name (a plan's by its file name), from the package's main
 * build (written nowhere), and the loader's code.
 */
async function chunkContents(extra: Plugin[] = []): Promise<{ contents: Map<string, string[]>; loader: string }> {
  const main = configs[0]!;
  const plugins = (main.plugins as Plugin[]).filter((plugin) => plugin.name !== 'clean-dist');
  const bundle = await rollup({ ...main, plugins: [...extra, ...plugins] });
  const { output } = await bundle.generate(main.output as object);
  await bundle.close();
  const contents = new Map<string, string[]>();
  let loader = '';
  for (const file of output) {
    if (file.type === 'chunk' && file.fileName === 'cms-blocks.js') loader = file.code;
    if (file.type === 'chunk')
      contents.set(
        file.fileName.startsWith('plans/') ? file.fileName : file.name,
        Object.keys(file.modules).map(shownPath).sort(),
      );
  }
  return { contents, loader };
}

/** The package's build as it is, made once for the tests that read it. */
let mainBuild: ReturnType<typeof chunkContents> | undefined;
const builtAsItIs = () => (mainBuild ??= chunkContents());

describe('chunks by rule: new blocks and a new shared module move no code between other chunks', () => {
  it(
    'changes only the new blocks’ chunks and plans and the site area’s shared chunk; the loader stays byte for byte',
    { timeout: 120_000 },
    async () => {
      const { contents: before, loader } = await builtAsItIs();
      const { contents: after, loader: loaderAfter } = await chunkContents([syntheticBlocks()]);

      expect(after.get('block-synthetic-1')).toEqual(['blocks/site/synthetic-1/index.ts']);
      expect(after.get('shared-site')).toEqual([...(before.get('shared-site') ?? []), path.relative(root, SHARED)].sort());
      const changed = [...after.keys()].filter((name) => JSON.stringify(after.get(name)) !== JSON.stringify(before.get(name)));
      // each new block gets its chunk and its plan file; no other chunk gains or loses a module
      expect(changed.sort()).toEqual(
        [...SYNTHETIC.flatMap((name) => [`block-${name}`, `plans/${name}.js`]), 'shared-site'].sort(),
      );
      expect([...before.keys()].filter((name) => !after.has(name))).toEqual([]);
      // the loader names no block: 547 blocks leave it as it was at 47 (its size: budget.test.ts)
      expect(loaderAfter).toBe(loader);
    },
  );
});

describe('chunks by the names a module imports, through a package’s entry or a folder’s index', () => {
  const QUERY = 'node_modules/@tanstack/react-query/build/modern';
  const CORE = 'node_modules/@tanstack/query-core/build/modern';

  it(
    'puts a hook one block takes from react-query’s entry in that block’s chunk, not in the api chunk every fetching page loads',
    { timeout: 120_000 },
    async () => {
      const { contents } = await builtAsItIs();
      expect(contents.get('block-quick-shop')).toEqual(
        expect.arrayContaining([`${QUERY}/useQueries.js`, `${CORE}/queriesObserver.js`]),
      );
      expect(contents.get('block-site-search-results')).toEqual(
        expect.arrayContaining([`${QUERY}/useInfiniteQuery.js`, `${CORE}/infiniteQueryObserver.js`]),
      );
      expect(contents.get('api')).not.toContain(`${QUERY}/useQueries.js`);
      // a hook blocks of several areas take stays shared
      expect(contents.get('api')).toContain(`${QUERY}/useMutation.js`);
    },
  );

  it(
    'gives core the client and provider the React root takes from the same entry, and none of the hooks',
    { timeout: 120_000 },
    async () => {
      const { contents } = await builtAsItIs();
      expect(contents.get('core')).toEqual(expect.arrayContaining([`${QUERY}/QueryClientProvider.js`, `${CORE}/queryClient.js`]));
      expect(contents.get('core')).not.toContain(`${QUERY}/useQuery.js`);
    },
  );

  it(
    'puts a module one block takes from a package’s folder index (swiper/modules) in that block’s chunk',
    { timeout: 120_000 },
    async () => {
      const { contents } = await builtAsItIs();
      const holders = (module: string) => [...contents].filter(([, modules]) => modules.includes(module)).map(([name]) => name);
      expect(holders('node_modules/swiper/modules/autoplay.mjs')).toEqual(['block-rotating-banner']);
      expect(holders('node_modules/swiper/modules/thumbs.mjs')).toEqual(['block-product-gallery']);
      // what both galleries use stays in the library's chunk
      expect(holders('node_modules/swiper/shared/swiper-core.mjs')).toEqual(['lib-swiper']);
    },
  );
});
