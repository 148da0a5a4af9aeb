// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PreloadManifest } from '#host/preload-links.ts';
import type * as ServerEntry from '#server/index.ts';
import type { BlockManifest } from '#contracts/block-manifest.ts';

/** The built `cms-blocks/server`, as a host on Node imports it. */
const entry = () => import(pathToFileURL('dist/server/index.js').href) as Promise<typeof ServerEntry>;
const manifest = JSON.parse(readFileSync('dist/preload-manifest.json', 'utf8')) as PreloadManifest;

const options = {
  config: { apiBaseUrl: '/', locale: 'en-US', country: 'USA', siteId: 'demo' },
  origin: 'https://shop.example',
  assetsUrl: '/assets/cms-blocks/',
};

describe('the built server entry', () => {
  it("finds the package's preload manifest by itself: a rendered block's stylesheets are linked", async () => {
    const { renderSlot } = await entry();
    const slide = { imageSrc: '/spring.svg', xsImageSrc: '/spring-narrow.svg', alt: 'Spring' };
    const props = { label: 'News', interval: 5000, aspectRatio: 3, xsAspectRatio: 1, slides: [slide] };
    const slot = await renderSlot({ block: 'rotating-banner', props }, options);
    expect(slot.problem).toBeNull();
    // The slot's attributes are slotAttributes's, as a host writes an empty slot.
    expect(slot.html).toMatch(
      /^<div data-block="rotating-banner" data-props="\{&quot;label&quot;:&quot;News&quot;,[^"]*" data-ssr/,
    );
    const expected = manifest.stylesheets['rotating-banner']?.map((file) => `/assets/cms-blocks/${file}`);
    expect(expected?.length).toBeGreaterThan(0);
    expect(slot.stylesheets).toEqual(expected);
    // The banner's first picture, one variant a screen width, is preloaded from the head.
    expect(slot.head).toContain(
      '<link rel="preload" href="/spring-narrow.svg" as="image" fetchPriority="high" media="(max-width: 575.98px)"/>',
    );
    expect(slot.head).toContain('media="not all and (max-width: 575.98px)"');
  });

  it("checks content with the build's blocks.json, loading jsdom (a peer dependency) only then", async () => {
    const scripts = readdirSync('dist/server').filter((file) => file.endsWith('.js'));
    const importingJsdom = scripts.filter((file) => /from\s*"jsdom"/.test(readFileSync(`dist/server/${file}`, 'utf8')));
    expect(importingJsdom).toEqual([expect.stringMatching(/^content-check-[\w-]+\.js$/)]);
    expect(
      scripts.filter((file) => readFileSync(`dist/server/${file}`, 'utf8').includes(`import("./${importingJsdom[0]}")`)),
    ).toHaveLength(1);

    const { checkContent } = await entry();
    const blocksJson = JSON.parse(readFileSync('dist/blocks.json', 'utf8')) as BlockManifest;
    const html =
      '<p onclick="steal()">Hi<script>steal()</script></p><div data-block="add-to-cart" data-props="{&quot;productId&quot;:&quot;P999&quot;}"></div>';
    expect(await checkContent(html, { blocksJson, references: { product: (ids) => ids.filter((id) => id === 'P100') } })).toEqual(
      {
        html: '<p>Hi</p><div data-block="add-to-cart" data-props="{&quot;productId&quot;:&quot;P999&quot;}"></div>',
        removed: ['the onclick attribute', '<script>'],
        problems: [
          {
            slot: 1,
            block: 'add-to-cart',
            code: 'unknownReference',
            text: 'Slot 1 (Add to cart): there is no product P999. Choose another product, or remove the block.',
            level: 'error',
          },
        ],
      },
    );
  });
});
