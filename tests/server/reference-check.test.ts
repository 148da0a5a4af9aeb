// @vitest-environment jsdom
// The registry's blocks are imported to build the manifest, as the build does; the check itself runs as on Node.
import { unknownReferenceText } from '#contracts/references.ts';
import * as v from 'valibot';
import { BlockManifestSchema, type BlockEntry, type BlockManifest } from '#contracts/block-manifest.ts';
import type { JsonSchema } from '#contracts/json-schema.ts';
import { slotHtml } from '#host/slot-props.ts';
import { buildManifest } from '../../registry/manifest.ts';
import { checkReferences } from '../../server/cms/reference-check.ts';
import { checkSlots } from '../../server/cms/slot-check.ts';
import { demoMediaUrls } from '../../server/db/seed-media.ts';
import { demoCmsPages } from '../../server/db/seed-pages.ts';
import { homeBannerProps, homeCircleProps, wellnessGuideProps } from '../../server/demo-home/home-blocks.ts';
import { createTestApp, recordQueries, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const text: JsonSchema = { type: 'string' };
const optional = (schema: JsonSchema): JsonSchema => ({ anyOf: [{ const: '' }, schema] });

const entry = (name: string, properties: Record<string, JsonSchema>): BlockEntry => ({
  name,
  title: name,
  description: '',
  category: 'Site',
  keywords: [],
  icon: 'image',
  insertable: true,
  example: null,
  deprecated: null,
  serverRender: false,
  props: { type: 'object', properties, additionalProperties: false },
});

/** Blocks shaped as blocks.json writes references: on a prop, inside anyOf, in arrays of objects, in nested objects. */
const manifest: BlockManifest = {
  blocks: [
    entry('add-to-cart', { productId: { ...optional(text), reference: 'product' } }),
    entry('rotating-banner', {
      slides: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            imageSrc: { type: 'string', reference: 'image' },
            xsImageSrc: optional({ type: 'string', reference: 'image' }),
            href: { type: 'string', reference: 'page', freeText: true },
          },
        },
      },
    }),
    entry('product-circle', {
      categories: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            imageUrl: { type: 'string', reference: 'image' },
            productIds: { type: 'array', items: { type: 'string', reference: 'product' } },
            video: { type: 'object', properties: { poster: { type: 'string', reference: 'image', freeText: true } } },
          },
        },
      },
    }),
    entry('downloadable-image', { src: { type: 'string', reference: 'image' } }),
    entry('desk', {
      conferenceId: { type: 'string', reference: 'conference' },
      eventId: { type: 'string', reference: 'event' },
      videoId: { type: 'string', reference: 'video' },
    }),
    entry('spacer-medium', {}),
  ],
};

const slot = (block: string, props: Record<string, unknown>) => slotHtml(block, props);
const check = (html: string, against = manifest) => checkReferences(t.db, html, against);

describe('checking what slots reference', () => {
  it('passes the demo home page’s pictures and products, and references of every kind that exist', async () => {
    const html = [
      slot('rotating-banner', homeBannerProps),
      slot('product-circle', homeCircleProps),
      slot('downloadable-image', wellnessGuideProps),
      slot('add-to-cart', { productId: 'P100' }),
      slot('desk', { conferenceId: 'summit-2027', eventId: 'essential-oils-101', videoId: 'morning-smoothie' }),
    ].join('\n<p>Text between slots.</p>\n');
    expect(await check(html)).toEqual([]);
  });

  it('names the first unknown value of each slot, however deep, counting slots as checkSlots does', async () => {
    const slides = [
      { imageSrc: demoMediaUrls[0], xsImageSrc: '', href: '/products' },
      { imageSrc: demoMediaUrls[0], xsImageSrc: '/demo-home/pictures/banner-gone-xs.svg', href: '/products' },
      { imageSrc: '/media/nope/later.png', href: '/products' },
    ];
    const circle = { categories: [{ imageUrl: demoMediaUrls[0], productIds: ['P100', 'P999'] }] };
    const html = [
      slot('spacer-medium', {}),
      '<div data-block="no-such-block" data-props="{}"></div>',
      '<div data-block="add-to-cart" data-props="not json"></div>',
      slot('rotating-banner', { slides }),
      slot('product-circle', circle),
      slot('desk', { conferenceId: 'summit-1999', eventId: 'essential-oils-101', videoId: 'cat-video' }),
    ].join('');
    expect(await check(html)).toEqual([
      {
        slot: 4,
        block: 'rotating-banner',
        code: 'unknownReference',
        text: unknownReferenceText(4, 'rotating-banner', 'image', '/demo-home/pictures/banner-gone-xs.svg'),
      },
      {
        slot: 5,
        block: 'product-circle',
        code: 'unknownReference',
        text: unknownReferenceText(5, 'product-circle', 'product', 'P999'),
      },
      { slot: 6, block: 'desk', code: 'unknownReference', text: unknownReferenceText(6, 'desk', 'conference', 'summit-1999') },
    ]);
    expect(unknownReferenceText(5, 'product-circle', 'product', 'P999')).toBe(
      'Slot 5 (product-circle): there is no product P999. Choose another product, or remove the block.',
    );
  });

  it('takes an empty optional value as no reference', async () => {
    expect(await check(slot('add-to-cart', { productId: '' }))).toEqual([]);
  });

  it('lets free text be any address, except a CMS page or an upload that is not there', async () => {
    const banner = (href: string, poster = '/poster.svg') =>
      slot('rotating-banner', { slides: [{ imageSrc: demoMediaUrls[0], href }] }) +
      slot('product-circle', { categories: [{ imageUrl: demoMediaUrls[0], productIds: [], video: { poster } }] });
    for (const href of [
      'https://example.com/pages/x',
      '/products',
      '/cart#/payment',
      '/pages/about-us#team',
      '/pages/welcome?x=1',
    ]) {
      expect([href, await check(banner(href))]).toEqual([href, []]);
    }
    expect(await check(banner('/pages/nowhere#top'))).toEqual([
      expect.objectContaining({
        slot: 1,
        text: 'Slot 1 (rotating-banner): there is no page /pages/nowhere#top. Choose another page, or remove the block.',
      }),
    ]);
    expect(await check(banner('/products', '/media/gone/poster.png'))).toEqual([
      expect.objectContaining({
        slot: 2,
        text: 'Slot 2 (product-circle): there is no image /media/gone/poster.png. Choose another image, or remove the block.',
      }),
    ]);
  });

  it('asks the database once per kind, whatever the number of slots', async () => {
    const { db, queries } = recordQueries(t.db);
    const html = Array.from({ length: 6 }, (_, i) =>
      slot('product-circle', { categories: [{ imageUrl: demoMediaUrls[i] ?? '', productIds: ['P100', `P10${i}`] }] }),
    ).join('');
    expect(await checkReferences(db, html, manifest)).toEqual([]);
    expect(queries).toHaveLength(2);
  });

  it('asks nothing of a page without references', async () => {
    const { db, queries } = recordQueries(t.db);
    expect(await checkReferences(db, `<p>Hello</p>${slot('spacer-medium', {})}`, manifest)).toEqual([]);
    expect(queries).toEqual([]);
  });
});

describe('the demo’s own pages', () => {
  let blocks: BlockManifest;
  beforeAll(async () => {
    // As the server reads blocks.json: through the manifest's schema.
    blocks = v.parse(BlockManifestSchema, await buildManifest('test'));
  });

  it('pass the check of the real blocks: every seeded CMS page', async () => {
    for (const page of demoCmsPages) {
      expect([page.slug, checkSlots(page.content, blocks), await check(page.content, blocks)]).toEqual([page.slug, [], []]);
    }
  });

  it('pass the check of the real blocks: the home page’s banner, circle and download', async () => {
    const html = [
      slot('rotating-banner', homeBannerProps),
      slot('product-circle', homeCircleProps),
      slot('downloadable-image', wellnessGuideProps),
    ].join('');
    expect(checkSlots(html, blocks)).toEqual([]);
    expect(await check(html, blocks)).toEqual([]);
  });

  it('refuse, with the real blocks, a product and an image that are not there', async () => {
    const [firstSlide] = homeBannerProps.slides;
    const banner = slot('rotating-banner', { ...homeBannerProps, slides: [{ ...firstSlide, xsImageSrc: '/media/gone/x.png' }] });
    expect(await check(slot('add-to-cart', { productId: 'P999' }) + banner, blocks)).toEqual([
      {
        slot: 1,
        block: 'add-to-cart',
        code: 'unknownReference',
        text: 'Slot 1 (Add to cart): there is no product P999. Choose another product, or remove the block.',
      },
      {
        slot: 2,
        block: 'rotating-banner',
        code: 'unknownReference',
        text: 'Slot 2 (Rotating banner): there is no image /media/gone/x.png. Choose another image, or remove the block.',
      },
    ]);
  });
});
