import * as v from 'valibot';
import { defaultRoutes } from '#host/routes.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Product calls (commerce.md: the Product entity, product blocks, suggested products and the
 * certification check). Prices, BV and PV always come from the server, formatted in the store
 * currency; props only name products and SKUs.
 */

export const ProductImageSchema = v.object({
  imageId: v.string(),
  imageSrc: v.string(),
  thumbSrc: v.string(),
  highResSrc: v.string(),
  caption: v.string(),
  width: v.number(),
  height: v.number(),
});
export type ProductImage = v.InferOutput<typeof ProductImageSchema>;

export const ProductSkuSchema = v.object({
  skuNumber: v.string(),
  optionDescription: v.string(),
  retailPrice: v.number(),
  formattedRetailPrice: v.string(),
  bv: v.number(),
  pv: v.number(),
  formattedBv: v.string(),
  formattedPv: v.string(),
  isDefault: v.boolean(),
  isBackOrdered: v.boolean(),
  /** Donation SKUs (KFCSH, KFCAN) take a custom amount instead of a price. */
  isCustomAmount: v.boolean(),
  images: v.array(ProductImageSchema),
});
export type ProductSku = v.InferOutput<typeof ProductSkuSchema>;

/** Subscribe & Save: an auto-ship order takes `discountPercent` off each line of the product. */
export const ProductSubscriptionSchema = v.object({
  discountPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});
export type ProductSubscription = v.InferOutput<typeof ProductSubscriptionSchema>;

export const ProductSchema = v.object({
  productId: v.string(),
  name: v.string(),
  description: v.string(),
  detailPage: v.string(),
  category: v.string(),
  /** Null when the product cannot be subscribed to (donations, the app subscription). */
  subscription: v.nullable(ProductSubscriptionSchema),
  skus: v.pipe(v.array(ProductSkuSchema), v.minLength(1)),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** GET: one product by id (404 when unknown). */
export const productEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/products/{productId}',
  data: ProductSchema,
});

/** GET: the product whose detail page is `detailPage` (the /p/{detailPage} route). */
export const productByPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/products/by-page/{detailPage}',
  data: ProductSchema,
});

/** The largest page of the catalogue list. */
export const MAX_PRODUCT_PAGE_SIZE = 48;

export const ProductSortSchema = v.picklist(['name', 'price-asc', 'price-desc']);

export const ProductListSchema = v.object({
  items: v.array(ProductSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  categories: v.array(v.string()),
});
export type ProductList = v.InferOutput<typeof ProductListSchema>;

/**
 * GET: the catalogue, filtered and paged. Query: `category`, `sort` (ProductSortSchema),
 * `page` (from 1), `pageSize` (1 to 48), `ids` (comma-separated product ids; keeps their order).
 */
export const productListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/products',
  data: ProductListSchema,
});

/**
 * GET: the products a site owner chooses from for the home-page grid (site owners, employees and
 * super-users; accounts spec 9): the listed goods, by name, at most MAX_PRODUCT_PAGE_SIZE. Our rule
 * (the spec names no kinds of product): a donation, a service or a subscription is no showcase
 * product, and the home-page products PUT (site-settings.ts) refuses one with 422.
 */
export const homePageProductChoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/pws/home-page-product-choices',
  data: v.array(ProductSchema),
});

/** GET: products of a category for the suggestion strip (the client shuffles, filters and trims). */
export const suggestedProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/suggested-products/cart-system/{cartSystemId}/product-category-name/{name}',
  data: v.array(ProductSchema),
});

/** Where the reference server serves the certification training (accounts spec 2): the certificationTraining route's default. */
export const CERTIFICATION_TRAINING_PATH = defaultRoutes.certificationTraining;

/** GET: whether the user is a certified distributor. */
export const userIsCertifiedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v2/certification-training/public/user-is-certified/{userId}',
  data: v.boolean(),
});
