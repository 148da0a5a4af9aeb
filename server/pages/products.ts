import * as v from 'valibot';
import { findProduct } from '../commerce/product-store.ts';
import { storeSettingsFromEnv } from '../commerce/store-settings.ts';
import { demoProduct } from '../db/seed-catalogue.ts';
import { demoSite } from '../db/seed-users.ts';
import { tokenSchema } from '../http/validate.ts';
import type { DataPage, StaticPage } from './demo-page.ts';
import { slot } from './html.ts';
import { productStructuredDataScript } from './product-structured-data.ts';

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
 * badge. The separate gallery and add-to-cart blocks are shown on /blocks. The product's schema.org
 * structured data follows its slot, from the same product the API answers.
 */
export const productPage: DataPage = {
  path: '/p/:detailPage',
  guard: 'public',
  samplePath: productPagePath(featuredProduct.detailPage),
  async load({ db, url, params }) {
    const detailPage = params.detailPage ?? '';
    if (!v.is(DetailPageSchema, detailPage)) return null;
    // note: pages are not handed the app's store settings; these are createApp's default, so the
    // price and currency agree with /api/products unless an app is created with other settings.
    const settings = storeSettingsFromEnv(process.env);
    const product = await findProduct(db, settings, { detailPage });
    if (!product) return null;
    const { productId } = product;
    // The page's own address, without any query string: the one search engines should list.
    const pageUrl = new URL(productPagePath(product.detailPage), url.origin);
    return {
      title: product.name,
      body: `
${slot('product-detail-page-top', { props: { productId } })}
${productStructuredDataScript(product, { pageUrl, settings })}
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
  guard: 'public',
  title: 'Quick shop',
  body: () => slot('quick-shop', { props: { sections: quickShopSections } }),
};

/** `/products`: the whole catalogue, by category, sorted and paged. */
export const allProductsPage: StaticPage = {
  path: '/products',
  guard: 'public',
  title: 'All products',
  body: () => slot('all-products', { props: { pageSize: 6 } }),
};
