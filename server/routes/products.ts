import { Hono } from 'hono';
import * as v from 'valibot';
import { MAX_PRODUCT_PAGE_SIZE, ProductSortSchema, type Product, type ProductList } from '#contracts/products.ts';
import { allow } from '../auth/guards.ts';
import { findProduct, listProducts, productsInCategory } from '../commerce/product-store.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { readParams, readQuery, tokenSchema } from '../http/validate.ts';

export const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE = 10_000;
const MAX_IDS = 100;

/** A query parameter holding a whole number from `min` to `max`; `fallback` when it is missing. */
function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)),
    String(fallback),
  );
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The query of GET /api/products (src/contracts/products.ts: productListEndpoint); unknown parameters are ignored. */
export const ProductListQuerySchema = v.object({
  category: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'category must be at most 100 characters.'))),
  sort: v.optional(v.picklist(ProductSortSchema.options, `sort must be one of ${ProductSortSchema.options.join(', ')}.`)),
  page: wholeNumber('page', 1, MAX_PAGE, 1),
  pageSize: wholeNumber('pageSize', 1, MAX_PRODUCT_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  // Comma-separated; the same id twice counts once.
  ids: v.optional(
    v.pipe(
      v.string(),
      v.transform(splitList),
      v.array(tokenSchema('Each product id in ids')),
      v.maxLength(MAX_IDS, `ids may name at most ${MAX_IDS} products.`),
      v.transform((ids) => [...new Set(ids)]),
    ),
  ),
});

const ProductParamsSchema = v.object({ productId: tokenSchema('productId') });
// Detail pages are slugs (seed-catalogue.ts: 'citrus-body-wash'), so they fit a token too.
const DetailPageParamsSchema = v.object({ detailPage: tokenSchema('detailPage') });

const SuggestedProductsParamsSchema = v.object({
  cartSystemId: tokenSchema('cartSystemId'),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('The category name is required.'),
    v.maxLength(100, 'The category name must be at most 100 characters.'),
  ),
});

const productNotFound = errorMessage('product', 'notFound', 'No such product.');

/** The product calls of src/contracts/products.ts, mounted at /api/products. */
export function productRoutes(db: Db, settings: StoreSettings) {
  return new Hono<AppEnv>()
    .get('/', allow('public'), async (c) =>
      respond<ProductList>(c, 200, await listProducts(db, settings, readQuery(c, ProductListQuerySchema))),
    )
    .get('/by-page/:detailPage', allow('public'), async (c) => {
      const product = await findProduct(db, settings, readParams(c, DetailPageParamsSchema));
      return product ? respond<Product>(c, 200, product) : respond(c, 404, null, [productNotFound]);
    })
    .get('/:productId', allow('public'), async (c) => {
      const product = await findProduct(db, settings, readParams(c, ProductParamsSchema));
      return product ? respond<Product>(c, 200, product) : respond(c, 404, null, [productNotFound]);
    });
}

/**
 * Mounted at /api/suggested-products: every product of a category (unknown: none). The cart
 * system is accepted but not used; the client shuffles, leaves out cart items and trims.
 */
export function suggestedProductRoutes(db: Db, settings: StoreSettings) {
  return new Hono<AppEnv>().get('/cart-system/:cartSystemId/product-category-name/:name', allow('public'), async (c) => {
    const { name } = readParams(c, SuggestedProductsParamsSchema);
    return respond<Product[]>(c, 200, await productsInCategory(db, settings, name));
  });
}
