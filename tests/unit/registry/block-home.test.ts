import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultHydration, isBlockName, registry } from '../../../registry/index.ts';
import { planFile } from '#runtime/plan-source.ts';
import type { BlockModule } from '#runtime/block.ts';
import { blockFolders, registryFiles } from '../../../scripts/registry-files.ts';

const root = process.cwd();
const folders = blockFolders();

describe('a block is declared in its own folder; registry/ is written from blocks/', () => {
  // note: it loads every block and prettier, which takes longer than a test's default 5 s on a cold start
  it(
    'has the files `npm run registry` writes (run it after adding a block or changing its name or hydration)',
    { timeout: 60_000 },
    async () => {
      for (const [file, source] of await registryFiles()) {
        expect(readFileSync(path.join(root, file), 'utf8'), `${file} is stale: run \`npm run registry\``).toBe(source);
      }
    },
  );
});

describe("each block's folder name, defineBlock name, registry entry and plan agree (run `npm run build` first)", () => {
  it.each(folders)('$dir', async ({ name, dir }) => {
    const { default: block } = (await import(pathToFileURL(path.join(root, dir, 'index.ts')).href)) as BlockModule;
    expect(block.name).toBe(name);
    expect(isBlockName(name)).toBe(true);
    if (!isBlockName(name)) return;
    expect((await registry[name]()).default).toBe(block);
    expect(defaultHydration[name]).toBe(block.hydration);

    const plan = path.join(root, 'dist', planFile(name));
    expect(existsSync(plan)).toBe(true);
    const { default: built } = (await import(pathToFileURL(plan).href)) as { default: { hydration: string } };
    expect(built.hydration).toBe(block.hydration ?? 'load');
    expect(readFileSync(plan, 'utf8')).toContain(`import("../blocks/${name}-`);
  });
});
