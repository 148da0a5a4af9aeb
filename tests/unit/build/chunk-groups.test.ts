// @vitest-environment node
import path from 'node:path';
import { rollup, type Plugin } from 'rollup';
import { describe, expect, it } from 'vitest';
import configs from '../../../rollup.config.mjs';

const root = process.cwd();
const REGISTRY = path.join(root, 'registry/index.ts');
const SHARED = path.join(root, 'blocks/site/shared/synthetic-shared.ts');
const syntheticBlock = (name: string) => path.join(root, `blocks/site/${name}/index.ts`);

/**
 * Two synthetic site blocks in the registry, both using a new module of the site area's shared/
 * folder, the API client and the form kit's button, as a new block would.
 */
function syntheticBlocks(): Plugin {
  const sources = new Map([
    [SHARED, `export const greeting = (name: string) => 'Hello ' + name;\n`],
    ...['synthetic-a', 'synthetic-b'].map((name): [string, string] => [
      syntheticBlock(name),
      [
        `import { createElement } from 'react';`,
        `import * as v from 'valibot';`,
        `import { defineBlock } from '../../../src/runtime/block.ts';`,
        `import { createApiClient } from '../../../src/api/client.ts';`,
        `import { Button } from '../../../src/ui/forms/button.tsx';`,
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
            `export const registry = {\n  'synthetic-a': () => import('../blocks/site/synthetic-a/index.ts'),\n  'synthetic-b': () => import('../blocks/site/synthetic-b/index.ts'),`,
          )
        : null,
  };
}

/** Each chunk's modules, by the chunk's name (a plan's by its file name), from the package's main build (written nowhere). */
async function chunkContents(extra: Plugin[] = []): Promise<Map<string, string[]>> {
  const main = configs[0]!;
  const plugins = (main.plugins as Plugin[]).filter((plugin) => plugin.name !== 'clean-dist');
  const bundle = await rollup({ ...main, plugins: [...extra, ...plugins] });
  const { output } = await bundle.generate(main.output as object);
  await bundle.close();
  const contents = new Map<string, string[]>();
  for (const file of output) {
    if (file.type === 'chunk')
      contents.set(
        file.fileName.startsWith('plans/') ? file.fileName : file.name,
        Object.keys(file.modules)
          .map((id) => path.relative(root, id))
          .sort(),
      );
  }
  return contents;
}

describe('chunks by rule: a new block and a new shared module move no code between other chunks', () => {
  it('changes only the new blocks’ chunks and the site area’s shared chunk', { timeout: 120_000 }, async () => {
    const before = await chunkContents();
    const after = await chunkContents([syntheticBlocks()]);

    expect(after.get('block-synthetic-a')).toEqual(['blocks/site/synthetic-a/index.ts']);
    expect(after.get('shared-site')).toEqual([...(before.get('shared-site') ?? []), path.relative(root, SHARED)].sort());
    const changed = [...after.keys()].filter((name) => JSON.stringify(after.get(name)) !== JSON.stringify(before.get(name)));
    // each new block gets its plan file; no other chunk gains or loses a module
    expect(changed.sort()).toEqual([
      'block-synthetic-a',
      'block-synthetic-b',
      'plans/synthetic-a.js',
      'plans/synthetic-b.js',
      'shared-site',
    ]);
    expect([...before.keys()].filter((name) => !after.has(name))).toEqual([]);
  });
});
