// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { NAMES_FILE, planSource, readBlockPlan } from '#runtime/plan-source.ts';

/** A dist/ of one block beside a loader, on disk: block-names.js, plans/greeting.js and the chunk it loads. */
function distWithGreeting(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'plans-'));
  mkdirSync(path.join(dir, 'plans'));
  mkdirSync(path.join(dir, 'blocks'));
  writeFileSync(path.join(dir, NAMES_FILE), `export default ${JSON.stringify(['greeting'])};\n`);
  writeFileSync(
    path.join(dir, 'plans/greeting.js'),
    [
      `const files = ${JSON.stringify(['blocks/greeting-A1.js', 'chunks/shared-ui-B2.js'])};`,
      `export default { hydration: 'visible', files, load: () => import('../blocks/greeting-A1.js') };`,
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'blocks/greeting-A1.js'), `export default { name: 'greeting' };\n`);
  return pathToFileURL(path.join(dir, 'cms-blocks.js')).href;
}

const nothingPreloaded = () => false;

describe('planSource: the loader finds blocks through their plan files', () => {
  it('reads a block’s hydration and files from plans/<block>.js beside the loader, and loads its chunk', async () => {
    const findBlock = planSource(distWithGreeting(), nothingPreloaded);
    const source = await findBlock('greeting');
    expect(source).toMatchObject({ hydration: 'visible', files: ['blocks/greeting-A1.js', 'chunks/shared-ui-B2.js'] });
    expect(await source!.load()).toMatchObject({ default: { name: 'greeting' } });
    // one lookup per block, however many slots ask
    expect(findBlock('greeting')).toBe(findBlock('greeting'));
  });

  it('answers null for a name the names file does not list, without asking for its plan', async () => {
    const base = distWithGreeting();
    // note: a plan for the name is on disk, so only the names file can have said no
    writeFileSync(new URL('plans/promo-bar.js', base), `export default { hydration: 'load', files: [], load: () => null };\n`);
    await expect(planSource(base, nothingPreloaded)('promo-bar')).resolves.toBeNull();
  });

  it('imports a plan the page preloads without reading the names file', async () => {
    const base = distWithGreeting();
    rmSync(new URL(NAMES_FILE, base));
    const preloaded = vi.fn((url: string) => url === new URL('plans/greeting.js', base).href);
    await expect(planSource(base, preloaded)('greeting')).resolves.toMatchObject({ hydration: 'visible' });
    expect(preloaded).toHaveBeenCalledOnce();
  });

  it('fails (not unknown) when a listed block’s plan cannot be loaded', async () => {
    const base = distWithGreeting();
    rmSync(new URL('plans/greeting.js', base));
    await expect(planSource(base, nothingPreloaded)('greeting')).rejects.toThrow();
  });

  it('asks nothing for a name no block could have', () => {
    const preloaded = vi.fn(() => false);
    const findBlock = planSource('https://shop.example/assets/cms-blocks/cms-blocks.js', preloaded);
    for (const name of ['', '../cms-blocks', 'Cart', 'cart?x=1', 'a/b', '//evil.example/x']) expect(findBlock(name)).toBeNull();
    expect(preloaded).not.toHaveBeenCalled();
  });
});

describe('readBlockPlan', () => {
  const load = async () => ({ default: {} });

  it('accepts a hydration, the build’s own files and a load function', () => {
    const load = async () => ({ default: {} });
    expect(readBlockPlan({ hydration: 'load', files: ['blocks/cart-1.js'], load })).toEqual({
      hydration: 'load',
      files: ['blocks/cart-1.js'],
      load,
    });
  });

  it.each([
    ['no plan', null],
    ['an unknown hydration', { hydration: 'soon', files: ['blocks/cart-1.js'], load }],
    ['no load function', { hydration: 'load', files: ['blocks/cart-1.js'] }],
    ['no file list', { hydration: 'load', files: 'blocks/cart-1.js', load }],
    ['a file elsewhere', { hydration: 'load', files: ['https://evil.example/x.js'], load }],
    ['a file up the tree', { hydration: 'load', files: ['blocks/../../x.js'], load }],
  ])('refuses %s', (_case, value) => {
    expect(() => readBlockPlan(value)).toThrow(TypeError);
  });
});
