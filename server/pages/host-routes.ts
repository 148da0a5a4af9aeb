import type { StaticPage } from './demo-page.ts';
import { slot } from './html.ts';

/**
 * `/host-routes`: a host whose pages are not where the library expects them names them in the page
 * config's `routes` (src/host/routes.ts); the blocks link there. Here the mini cart's "View cart"
 * opens the cart on its items, and item names lead to product pages tagged with where they came from.
 */
export const hostRoutesPage: StaticPage = {
  path: '/host-routes',
  guard: 'public',
  title: 'Your own routes',
  routes: { cart: '/cart#/items', productPage: '/p/{detailPage}?from=mini-cart' },
  body: () => `<p>This page's config sets <code>routes.cart</code> and <code>routes.productPage</code>: the cart's links follow them.</p>
${slot('cart', { props: { view: 'mini' } })}`,
};
