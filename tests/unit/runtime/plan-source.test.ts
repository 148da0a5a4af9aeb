// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { planSource, readBlockPlan } from '#runtime/plan-source.ts';

/** A dist/ of one block beside a loader, on disk: plans/greeting.js and the chunk it loads. */
function distWithGreeting(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'plans-'));
  mkdirSync(path.join(dir, 'plans'));
  mkdirSync(path.join(dir, 'blocks'));
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

const status = (code: number) => vi.fn(async () => new Response(null, { status: code }));

describe('planSource: the loader finds blocks through their plan files', () => {
  it('reads a block’s hydration and files from plans/<block>.js beside the loader, and loads its chunk', async () => {
    const findBlock = planSource(distWithGreeting(), status(200));
    const source = await findBlock('greeting');
    expect(source).toMatchObject({ hydration: 'visible', files: ['blocks/greeting-A1.js', 'chunks/shared-ui-B2.js'] });
    expect(await source!.load()).toMatchObject({ default: { name: 'greeting' } });
    // one lookup per block, however many slots ask
    expect(findBlock('greeting')).toBe(findBlock('greeting'));
  });

  it('answers null for a block whose plan is not there (404): an unknown block', async () => {
    const fetchFn = status(404);
    await expect(planSource(distWithGreeting(), fetchFn)('promo-bar')).resolves.toBeNull();
    expect(fetchFn).toHaveBeenCalledWith(expect.stringMatching(/\/plans\/promo-bar\.js$/), { method: 'HEAD' });
  });

  it('fails (not unknown) when the plan could not be fetched for another reason', async () => {
    await expect(planSource(distWithGreeting(), status(503))('promo-bar')).rejects.toThrow();
  });

  it('asks nothing for a name no block could have', () => {
    const fetchFn = status(404);
    const findBlock = planSource('https://shop.example/assets/cms-blocks/cms-blocks.js', fetchFn);
    for (const name of ['', '../cms-blocks', 'Cart', 'cart?x=1', 'a/b', '//evil.example/x']) expect(findBlock(name)).toBeNull();
    expect(fetchFn).not.toHaveBeenCalled();
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
