import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PreloadManifest } from '#host/preload-links.ts';
import { planFile } from '#runtime/plan-source.ts';
import { blockNames } from '../../../registry/index.ts';

const dist = path.resolve(process.cwd(), 'dist');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));

interface Graph {
  chunks: Record<string, { imports: string[]; dynamicImports: string[] }>;
}

/** Every file `file` imports statically, at any depth, itself included. */
function staticClosure(graph: Graph, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    graph.chunks[name]?.imports.forEach(visit);
  };
  visit(file);
  return seen;
}

describe('the preload plan of dist/ (run `npm run build` first): one round of fetching after the loader', () => {
  const manifest = () => read('preload-manifest.json') as PreloadManifest;
  const graph = () => read('bundle-graph.json') as Graph;
  const pageFiles = (blocks: string[]) =>
    new Set([manifest().loader, ...manifest().runtime, ...blocks.flatMap((block) => manifest().blocks[block] ?? [])]);

  it('has a plan', () => {
    expect(existsSync(path.join(dist, 'preload-manifest.json'))).toBe(true);
    expect(Object.keys(manifest().blocks).sort()).toEqual([...blockNames].sort());
  });

  it('lists every file the runtime imports, at any depth, so none is found only by parsing another', () => {
    const { loader, runtime } = manifest();
    for (const file of graph().chunks[loader]?.dynamicImports ?? []) {
      if (file.startsWith('blocks/')) continue;
      for (const needed of staticClosure(graph(), file)) if (needed !== loader) expect(runtime).toContain(needed);
    }
  });

  it.each(blockNames)('lists every file %s imports, at any depth', (block) => {
    const { loader, runtime, blocks } = manifest();
    const [entry] = blocks[block] ?? [];
    expect(entry).toMatch(new RegExp(`^blocks/${block}-`));
    for (const needed of staticClosure(graph(), entry!)) {
      if (needed !== loader) expect([...runtime, ...(blocks[block] ?? [])]).toContain(needed);
    }
  });

  it("writes the runtime's list into the loader, and each block's list, hydration and chunk into its plan file", async () => {
    const { runtime, blocks } = manifest();
    expect(readFileSync(path.join(dist, manifest().loader), 'utf8')).toContain(JSON.stringify({ runtime }));
    const { blocks: entries } = read('blocks.json') as { blocks: { name: string; hydrate: string }[] };
    for (const { name, hydrate } of entries) {
      const file = path.join(dist, planFile(name));
      const plan = ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
      expect(plan).toEqual({ hydration: hydrate, files: blocks[name], load: expect.any(Function) });
      // its load() imports the block's own chunk, the first of its files
      expect(readFileSync(file, 'utf8')).toContain(`import("../${blocks[name]![0]}")`);
    }
  });

  // Rules that hold however many blocks there are (chunks by rule: scripts/chunk-groups.ts).
  it.each(blockNames)("gives %s's page no other block's code: only its own chunk and shared chunks", (block) => {
    const own = manifest().blocks[block]?.[0];
    const others = [...pageFiles([block])].filter((file) => file.startsWith('blocks/') && file !== own);
    expect(others).toEqual([]);
  });

  it('gives a page of spacers no http client, forms, library or commerce code: nothing beyond the runtime, its blocks and the shared ui', () => {
    const spacers = ['spacer-medium', 'spacer-large', 'return-to-top'];
    const { loader, runtime } = manifest();
    const extra = [...pageFiles(spacers)].filter(
      (file) =>
        file !== loader && !runtime.includes(file) && !file.startsWith('blocks/') && !file.startsWith('chunks/shared-ui-'),
    );
    expect(extra).toEqual([]);
    // the check can fail: a block with a form loads the form kit and the http client
    expect([...pageFiles(['contact-site-owner'])].filter((file) => /^chunks\/(api|forms)-/.test(file))).toHaveLength(2);
  });

  // The owners' inline editing lives in each block's edit/ folder, its own chunk (scripts/chunk-groups.ts).
  it("plans no editing chunk for any page: visitors never fetch the owners' editing code", () => {
    const { runtime, blocks } = manifest();
    const planned = [...runtime, ...Object.values(blocks).flat()];
    expect(planned.filter((file) => file.startsWith('chunks/edit-'))).toEqual([]);
    const editChunks = Object.keys(graph().chunks).filter((file) => file.startsWith('chunks/edit-'));
    expect(editChunks.length).toBeGreaterThan(0);
  });
});
