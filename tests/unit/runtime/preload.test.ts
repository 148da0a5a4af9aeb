import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPreloader, type PreloadPlan } from '#runtime/preload.ts';
import type { BlockSource } from '#runtime/block-source.ts';
import { setupRuntime, slot, teardownRuntimes, testRegistry } from './fixtures.tsx';

const BASE = 'https://shop.example/assets/cms-blocks/cms-blocks.js';
const plan: PreloadPlan = { runtime: ['chunks/core-1.js', 'chunks/vendor-react-2.js'] };
const cart = ['blocks/cart-3.js', 'chunks/shared-4.js'];
const receipt = ['blocks/receipt-5.js', 'chunks/shared-4.js'];
const preloaded = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => l.href);

afterEach(() => {
  document.head.innerHTML = '';
  teardownRuntimes();
});

describe('createPreloader', () => {
  it("asks for the runtime's and the block's files at once, beside the loader's URL", () => {
    createPreloader(document, plan, BASE)(cart);
    expect(preloaded()).toEqual([
      'https://shop.example/assets/cms-blocks/chunks/core-1.js',
      'https://shop.example/assets/cms-blocks/chunks/vendor-react-2.js',
      'https://shop.example/assets/cms-blocks/blocks/cart-3.js',
      'https://shop.example/assets/cms-blocks/chunks/shared-4.js',
    ]);
  });

  it('asks for each file once, across blocks and calls', () => {
    const preload = createPreloader(document, plan, BASE);
    preload(cart);
    preload(cart);
    preload(receipt);
    expect(preloaded()).toHaveLength(5);
    expect(preloaded().at(-1)).toBe('https://shop.example/assets/cms-blocks/blocks/receipt-5.js');
  });

  it('leaves out files the host already preloads in the head', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="https://shop.example/assets/cms-blocks/chunks/core-1.js">';
    createPreloader(document, plan, BASE)(cart);
    expect(preloaded().filter((href) => href.endsWith('core-1.js'))).toHaveLength(1);
    expect(preloaded()).toHaveLength(4);
  });

  it('asks for the runtime alone for a block with no files of its own to fetch', () => {
    createPreloader(document, plan, BASE)([]);
    expect(preloaded()).toHaveLength(2);
  });
});

describe('the runtime and the preloader', () => {
  it("preloads a block's files when its slot is due, and never for an unknown block", async () => {
    const preload = vi.fn();
    const runtime = setupRuntime(
      `<div id="a" data-block="greeting" data-props='{"name":"Ada"}'></div>
       <div id="b" data-block="promo-bar"></div>`,
      {},
      preload,
    );
    expect(preload).not.toHaveBeenCalled();
    runtime.mount();
    await vi.waitFor(() => expect(slot('a')).toHaveAttribute('data-block-state', 'mounted'));
    // the test registry's blocks are in memory: nothing of theirs to fetch
    expect(preload.mock.calls).toEqual([[[]]]);
  });

  it("asks for the runtime's files while a block's plan is on its way, and the block's once it has come", async () => {
    const preload = vi.fn();
    let answer: (source: BlockSource) => void = () => {};
    const plan = new Promise<BlockSource>((resolve) => (answer = resolve));
    const runtime = setupRuntime(`<div id="a" data-block="greeting" data-props='{"name":"Ada"}'></div>`, {}, preload, () => plan);
    runtime.mount();
    expect(preload.mock.calls).toEqual([[[]]]);
    answer({ hydration: 'load', files: ['blocks/greeting-1.js'], load: testRegistry.greeting! });
    await vi.waitFor(() => expect(slot('a')).toHaveAttribute('data-block-state', 'mounted'));
    expect(preload.mock.calls).toEqual([[[]], [['blocks/greeting-1.js']]]);
  });
});
