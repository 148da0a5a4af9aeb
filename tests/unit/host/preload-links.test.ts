import { describe, expect, it } from 'vitest';
import { preloadLinks, type PreloadManifest } from '#host/preload-links.ts';
import type { BlockName } from '../../../registry/index.ts';

const manifest: PreloadManifest = {
  loader: 'cms-blocks.js',
  stylesheet: 'cms-blocks.css',
  runtime: ['chunks/core-1.js'],
  blocks: { cart: ['blocks/cart-2.js', 'chunks/shared-3.js'], 'add-to-cart': ['blocks/add-to-cart-4.js', 'chunks/shared-3.js'] },
  stylesheets: { cart: ['styles/cart-5.css'], 'add-to-cart': ['styles/add-to-cart-6.css'] },
};

describe('preloadLinks', () => {
  it("lists the stylesheet, the loader, the runtime and each block's plan and files once", () => {
    expect(preloadLinks(manifest, ['cart', 'add-to-cart', 'cart'], '/assets/cms-blocks/').split('\n')).toEqual([
      '<link rel="stylesheet" href="/assets/cms-blocks/cms-blocks.css">',
      '<link rel="modulepreload" href="/assets/cms-blocks/cms-blocks.js">',
      '<link rel="modulepreload" href="/assets/cms-blocks/chunks/core-1.js">',
      '<link rel="modulepreload" href="/assets/cms-blocks/plans/cart.js">',
      '<link rel="modulepreload" href="/assets/cms-blocks/blocks/cart-2.js">',
      '<link rel="modulepreload" href="/assets/cms-blocks/chunks/shared-3.js">',
      '<link rel="modulepreload" href="/assets/cms-blocks/plans/add-to-cart.js">',
      '<link rel="modulepreload" href="/assets/cms-blocks/blocks/add-to-cart-4.js">',
    ]);
  });

  it('adds the missing slash to the assets URL and escapes it', () => {
    expect(preloadLinks(manifest, [], 'https://cdn.example/a"b')).toBe(
      '<link rel="stylesheet" href="https://cdn.example/a&quot;b/cms-blocks.css">\n' +
        '<link rel="modulepreload" href="https://cdn.example/a&quot;b/cms-blocks.js">',
    );
  });

  it("ignores unknown block names (a plain JavaScript host's), and lists no runtime for a page with no known block", () => {
    const unknown = ['promo-bar', 'constructor'] as unknown as BlockName[];
    expect(preloadLinks(manifest, unknown, '/a/')).not.toContain('core-1.js');
  });
});
