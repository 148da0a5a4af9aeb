// @vitest-environment jsdom
// The registry's blocks are imported to build the manifest, as the build does; the check itself runs as on Node.
import { goneReferenceText, unknownReferenceText } from '#contracts/references.ts';
import * as v from 'valibot';
import { BlockManifestSchema, type BlockEntry, type BlockManifest } from '#contracts/block-manifest.ts';
import type { JsonSchema } from '#contracts/json-schema.ts';
import { slotHtml } from '#host/slot-props.ts';
import { buildManifest } from '../../registry/manifest.ts';
import { checkReferences, checkSlots, contentReferences } from '#server/content-check.ts';
import { databaseReferences } from '../../server/cms/reference-source-store.ts';
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
/** The refusals of a save of `html` as a new page. */
const check = async (html: string, against = manifest) =>
  (await checkReferences(databaseReferences(t.db), html, against)).refused;

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
    expect(await checkReferences(databaseReferences(db), html, manifest)).toEqual({ refused: [], kept: [] });
    expect(queries).toHaveLength(2);
  });

  it('asks nothing of a page without references', async () => {
    const { db, queries } = recordQueries(t.db);
    expect(await checkReferences(databaseReferences(db), `<p>Hello</p>${slot('spacer-medium', {})}`, manifest)).toEqual({
      refused: [],
      kept: [],
    });
    expect(queries).toEqual([]);
  });
});

describe('a save over a stored page', () => {
  const desk = (props: Record<string, unknown>) => slot('desk', props);
  const gone = { conferenceId: 'summit-1999', eventId: 'essential-oils-101', videoId: 'morning-smoothie' };
  const stored = `<p>Intro</p>${desk(gone)}${slot('add-to-cart', { productId: 'P100' })}`;
  const saveOver = (html: string, saved = stored) =>
    checkReferences(databaseReferences(t.db), html, manifest, () => Promise.resolve(saved));

  it('keeps a slot saved before as it is, whose reference has gone since, and warns of it at its new place', async () => {
    // The same props with their keys in another order, escaped as the editor escapes them.
    const reordered = `<div data-block="desk" data-props="${JSON.stringify({ videoId: 'morning-smoothie', eventId: 'essential-oils-101', conferenceId: 'summit-1999' }).replace(/"/g, '&quot;')}"></div>`;
    expect(await saveOver(`<p>Intro, fixed</p>${slot('spacer-medium', {})}${reordered}`)).toEqual({
      refused: [],
      kept: [
        { slot: 2, block: 'desk', code: 'missingReference', text: goneReferenceText(2, 'desk', 'conference', 'summit-1999') },
      ],
    });
  });

  it('refuses the same block with other props, and a slot the stored page did not hold', async () => {
    expect(await saveOver(desk({ ...gone, videoId: 'cat-video' }))).toEqual({
      refused: [
        expect.objectContaining({
          slot: 1,
          code: 'unknownReference',
          text: unknownReferenceText(1, 'desk', 'conference', 'summit-1999'),
        }),
      ],
      kept: [],
    });
    const added = slot('add-to-cart', { productId: 'P999' });
    expect(await saveOver(`${desk(gone)}${added}`)).toEqual({
      refused: [expect.objectContaining({ slot: 2, code: 'unknownReference' })],
      kept: [expect.objectContaining({ slot: 1, code: 'missingReference' })],
    });
    // A new page has nothing stored: every unknown reference is refused.
    expect(await checkReferences(databaseReferences(t.db), desk(gone), manifest)).toEqual({
      refused: [expect.objectContaining({ slot: 1, code: 'unknownReference' })],
      kept: [],
    });
  });

  it('reads the stored page only when some slot references something unknown', async () => {
    const saved = vi.fn(() => Promise.resolve(stored));
    expect(await checkReferences(databaseReferences(t.db), slot('add-to-cart', { productId: 'P100' }), manifest, saved)).toEqual({
      refused: [],
      kept: [],
    });
    expect(saved).not.toHaveBeenCalled();
  });
});

describe('whether a page’s content uses something', () => {
  const banner = (href: string) => slot('rotating-banner', { slides: [{ imageSrc: demoMediaUrls[0], href }] });

  it('finds a page or an upload in a block’s props, at any depth, without a link’s #part or ?query', () => {
    expect(contentReferences(banner('/pages/about-us#team'), manifest, 'page', '/pages/about-us')).toBe(true);
    expect(contentReferences(banner('/pages/about-us-too'), manifest, 'page', '/pages/about-us')).toBe(false);
    const circle = slot('product-circle', { categories: [{ imageUrl: '/media/a/b.png', productIds: ['P100'] }] });
    expect(contentReferences(circle, manifest, 'image', '/media/a/b.png')).toBe(true);
    expect(contentReferences(circle, manifest, 'product', 'P100')).toBe(true);
    expect(contentReferences(circle, manifest, 'product', 'P10')).toBe(false);
  });

  it('finds a page linked from the text and an upload shown in it, but not a value of another kind', () => {
    const text = '<p><a href="/pages/about-us?x=1">Us</a> <img src="/media/a/b.png" alt=""> P100</p>';
    expect(contentReferences(text, manifest, 'page', '/pages/about-us')).toBe(true);
    expect(contentReferences(text, manifest, 'image', '/media/a/b.png')).toBe(true);
    expect(contentReferences(text, manifest, 'product', 'P100')).toBe(false);
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

  it('check, with the real blocks, a button’s SKU, a category and a badge’s distributor', async () => {
    const html = (skuNumber: string, categoryName: string, category: string, userId: string) =>
      [
        slot('add-to-cart-button', { skuNumber }),
        slot('suggested-products-v3', { categoryName }),
        slot('all-products', { category }),
        slot('certification-badge', { userId }),
      ].join('');
    // a category as the blocks match it: without regard to case
    expect(await check(html('LAV05', 'essential oils', 'Wellness', '1002'), blocks)).toEqual([]);
    expect(await check(html('LAV99', 'Recipes', 'Candles', '1003'), blocks)).toEqual([
      {
        slot: 1,
        block: 'add-to-cart-button',
        code: 'unknownReference',
        text: 'Slot 1 (Add to cart button): there is no SKU LAV99. Choose another SKU, or remove the block.',
      },
      {
        slot: 2,
        block: 'suggested-products-v3',
        code: 'unknownReference',
        text: 'Slot 2 (Suggested products): there is no category Recipes. Choose another category, or remove the block.',
      },
      {
        slot: 3,
        block: 'all-products',
        code: 'unknownReference',
        text: 'Slot 3 (All products): there is no category Candles. Choose another category, or remove the block.',
      },
      // a retail customer holds no certification
      {
        slot: 4,
        block: 'certification-badge',
        code: 'unknownReference',
        text: 'Slot 4 (Certification badge): there is no distributor 1003. Choose another distributor, or remove the block.',
      },
    ]);
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

  it('name a kept block by its title in the warning', async () => {
    const html = `<p>Buy it.</p>${slot('add-to-cart', { productId: 'P990' })}`;
    expect(await checkReferences(databaseReferences(t.db), html, blocks, () => Promise.resolve(html))).toEqual({
      refused: [],
      kept: [
        {
          slot: 1,
          block: 'add-to-cart',
          code: 'missingReference',
          text: 'Slot 1 (Add to cart): the product P990 no longer exists.',
        },
      ],
    });
  });
});
