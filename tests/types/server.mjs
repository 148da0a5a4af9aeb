// A type test, compiled by `npm run typecheck` (never run): a Node host's page, in plain JavaScript
// checked against the package's declarations. Each @ts-expect-error is a use the types must refuse.
import { encodePageConfig, encodeSlotProps, preloadLinks, slotPropsAttribute } from 'cms-blocks';
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
