// A type test, compiled by `npm run typecheck` (never run): a Node host's page, in plain JavaScript
// checked against the package's declarations. Each @ts-expect-error is a use the types must refuse.
import {
  encodePageConfig,
  encodeSlotProps,
  modulePreloadLinks,
  preloadLinks,
  slotAttributes,
  slotPropsAttribute,
} from 'cms-blocks';
import { renderPage, renderSlot } from 'cms-blocks/server';
import { preloadLinks as preloadLinksAlone } from 'cms-blocks/preload';
import { checkContent } from 'cms-blocks/server';
import blockManifest from 'cms-blocks/blocks.json' with { type: 'json' };
import manifest from 'cms-blocks/preload-manifest.json' with { type: 'json' };

/** @type {import('cms-blocks').HostPageConfig} */
const config = {
  apiBaseUrl: '/',
  country: 'USA',
  user: null,
  guestOrderingEnabled: true,
  captcha: { enabled: false },
  labels: { 'cart.title': 'Basket' },
  preload: { '/api/session': { data: null, messages: [] } },
};

/** @param {string} productId */
export function productPage(productId) {
  const head = preloadLinks(manifest, ['product-detail-page-top', 'cart'], '/assets/cms-blocks/');
  const slot = `<div data-block="product-detail-page-top" ${slotPropsAttribute({ productId })}></div>`;
  /** @type {string} */
  const propsText = encodeSlotProps({ productId });
  return `${head}<script type="application/json" data-cms-blocks-config>${encodePageConfig(config)}</script>${slot}${propsText}`;
}

/** @param {string} skuNumber */
export function articlePage(skuNumber) {
  /** @type {import('cms-blocks').BlockProps<'add-to-cart'>} */
  const addToCart = { productId: 'P100' };
  const slots = [
    slotAttributes('add-to-cart', addToCart),
    slotAttributes('add-to-cart', { productId: 'P100', showBvPv: true }),
    slotAttributes('add-to-cart-button', { skuNumber, qty: 2 }),
    slotAttributes('quick-shop', { sections: [{ title: 'Teas', productIds: ['P100'] }] }),
    slotAttributes('spacer-medium', {}),
  ];
  return slots.map((attributes) => `<div ${attributes}></div>`).join('');
}

/** @param {string} html */
export async function serverRenderedPage(html) {
  const options = { config, origin: 'https://shop.example', assetsUrl: '/assets/cms-blocks/', manifest };
  const page = await renderPage(html, options);
  const banner = await renderSlot({ block: 'rotating-banner', props: { slides: [{ imageSrc: '/a.jpg', alt: 'Tea' }] } }, options);
  return `${page.html}${banner.html ?? ''}${modulePreloadLinks(manifest, page.rendered, '/assets/cms-blocks/')}`;
}

/** @param {string} skuNumber */
export function wrongSlots(skuNumber) {
  const options = { config, origin: 'https://shop.example', assetsUrl: '/assets/cms-blocks/' };
  // @ts-expect-error: no block is called add-to-kart
  slotAttributes('add-to-kart', {});
  // @ts-expect-error: a misspelt prop is refused: productId
  slotAttributes('add-to-cart', { productID: 'P100' });
  // @ts-expect-error: qty is a number
  slotAttributes('add-to-cart-button', { skuNumber, qty: '2' });
  // @ts-expect-error: the button needs its SKU
  slotAttributes('add-to-cart-button', { qty: 2 });
  // @ts-expect-error: a spacer takes no props
  slotAttributes('spacer-medium', { height: 40 });
  // @ts-expect-error: no block is called add-to-kart
  preloadLinks(manifest, ['add-to-kart'], '/assets/cms-blocks/');
  // @ts-expect-error: no block is called add-to-kart
  modulePreloadLinks(manifest, ['cart', 'add-to-kart'], '/assets/cms-blocks/');
  // @ts-expect-error: a misspelt prop is refused: slides
  void renderSlot({ block: 'rotating-banner', props: { slide: [] } }, options);
  // @ts-expect-error: no block is called add-to-kart
  void renderSlot({ block: 'add-to-kart' }, options);
  // @ts-expect-error: no block is called add-to-kart
  /** @type {import('cms-blocks').BlockProps<'add-to-kart'>} */ const props = {};
  return props;
}

/** @returns {import('cms-blocks').BlockName[]} */
export const insertableBlocks = () => blockManifest.blocks.filter((block) => block.insertable).map((block) => block.name);

/**
 * @param {string} html
 * @param {Set<string>} productIds
 */
export async function storedContent(html, productIds) {
  const { html: clean, problems } = await checkContent(html, {
    blocksJson: blockManifest,
    references: { product: (ids) => ids.filter((id) => productIds.has(id)) },
  });
  return problems.some((problem) => problem.level === 'error') ? null : clean;
}

export function wrongUses() {
  // @ts-expect-error: a lookup answers the values that exist, not whether each does
  void checkContent('', { blocksJson: blockManifest, references: { product: (ids) => ids.map(() => true) } });
  // @ts-expect-error: no such kind of reference
  void checkContent('', { blocksJson: blockManifest, references: { products: () => [] } });
  // @ts-expect-error: the store country is an ISO code, text
  encodePageConfig({ country: 840 });
  // @ts-expect-error: a misspelt field is refused, not ignored
  encodePageConfig({ guestOrdering: true });
  // @ts-expect-error: the captcha says whether it is on
  encodePageConfig({ captcha: { challengeUrl: '/captcha' } });
  // @ts-expect-error: a user has an id and a name
  encodePageConfig({ user: { id: '7' } });
  // @ts-expect-error: props are an object
  encodeSlotProps('{"productId":"P100"}');
  // @ts-expect-error: the helper needs where dist/ is served
  preloadLinksAlone(manifest, ['cart']);
  // @ts-expect-error: a block's default hydration is `hydrate`
  return blockManifest.blocks[0]?.hydration;
}
