import * as v from 'valibot';
import { findProductRow } from '../commerce/product-store.ts';
import { demoProduct } from '../db/seed-catalogue.ts';
import { demoSite } from '../db/seed-users.ts';
import { tokenSchema } from '../http/validate.ts';
import type { DataPage, StaticPage } from './demo-page.ts';
import { slot } from './html.ts';

// Detail pages are tokens (as /api/products/by-page/{detailPage} checks); anything else names no product.
const DetailPageSchema = tokenSchema('detailPage');

export const productPagePath = (detailPage: string) => `/p/${encodeURIComponent(detailPage)}`;

/** The product the home page and the samples show. */
export const featuredProduct = demoProduct('P100');

/** How many products the suggestion strip of a product page shows. */
const SUGGESTION_COUNT = 4;

/**
 * `/p/{detailPage}`: a product page, as the CMS writes one for each product: one buy box (the
 * detail top holds the images, options and Add to Cart), the cart, suggestions and the owner's
 * badge. The separate gallery and add-to-cart blocks are shown on /blocks.
 */
export const productPage: DataPage = {
  path: '/p/:detailPage',
  samplePath: productPagePath(featuredProduct.detailPage),
  async load({ db, params }) {
    const detailPage = params.detailPage ?? '';
    if (!v.is(DetailPageSchema, detailPage)) return null;
    const product = await findProductRow(db, { detailPage });
    if (!product) return null;
    const { productId } = product;
    return {
      title: product.name,
      body: `
${slot('product-detail-page-top', { props: { productId } })}
<section class="demo-section" aria-labelledby="cart-heading">
<h2 id="cart-heading">Your cart</h2>
${slot('cart', { props: { view: 'mini' } })}
</section>
${slot('suggested-products-v3', { props: { productId, categoryName: product.category, count: SUGGESTION_COUNT } })}
${slot('certification-badge', { props: { userId: demoSite.ownerUserId } })}`,
    };
  },
  notFound: {
    title: 'Product not found',
    body: '<p>There is no product at this address. <a href="/products">See all products</a>.</p>',
  },
};

export const quickShopSections = [
  { title: 'Essential oils', productIds: ['P100', 'P101'] },
  { title: 'Wellness', productIds: ['P102', 'P103', 'P106'] },
];

/** `/quick-shop`: products in sections, each added to the cart from the list. */
export const quickShopPage: StaticPage = {
  path: '/quick-shop',
  title: 'Quick shop',
  body: () => slot('quick-shop', { props: { sections: quickShopSections } }),
};

/** `/products`: the whole catalogue, by category, sorted and paged. */
export const allProductsPage: StaticPage = {
  path: '/products',
  title: 'All products',
  body: () => slot('all-products', { props: { pageSize: 6 } }),
};
