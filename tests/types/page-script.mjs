// A type test, compiled by `npm run typecheck` (never run): a host's own script in the page, in
// plain JavaScript, typed by the package's declarations of `window.CmsBlocks` and its events.
/** @import { CmsBlocksApi } from 'cms-blocks' */

document.addEventListener('cms-blocks:error', (event) => {
  /** @type {string | null} */
  const block = event.detail.block;
  console.warn(block ?? 'page config', event.detail.message);
  event.preventDefault();
});
document.addEventListener('cms-blocks:mount', (event) => console.info(event.detail.block.toUpperCase()));
document.addEventListener('cms-blocks:cart-change', ({ detail }) => console.info(detail.itemCount + 1, detail.formattedTotal));
document.addEventListener('cms-blocks:consent-change', ({ detail }) =>
  console.info(detail.categories.analytics, detail.revision),
);
document.querySelector('main')?.addEventListener('cms-blocks:mount', (event) => console.info(event.detail.block));

/** @type {CmsBlocksApi | undefined} */
const api = window.CmsBlocks;
if (api) {
  api.mount(document.body);
  console.info(api.version, api.consent.allowed('analytics'), api.consent.get()?.decidedAt);
  const stop = api.cart.onChange((summary) => console.info(summary.itemCount));
  void api.cart.get().then((summary) => console.info(summary?.formattedTotal ?? 'no cart'));
  stop();
}

export function wrongUses() {
  // @ts-expect-error: the loader may not have run yet
  window.CmsBlocks.mount();
  // @ts-expect-error: an error's detail names one block
  document.addEventListener('cms-blocks:error', (event) => event.detail.blocks);
  // @ts-expect-error: a mounted block always has a name, never null
  document.addEventListener('cms-blocks:mount', (event) => /** @type {null} */ (event.detail.block));
  // @ts-expect-error: the cart's count is a number
  document.addEventListener('cms-blocks:cart-change', (event) => event.detail.itemCount.toUpperCase());
  // @ts-expect-error: consent knows its categories
  window.CmsBlocks?.consent.allowed('tracking');
}
