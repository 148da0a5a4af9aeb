import {
  SITE_SETTINGS_TEXTS,
  toHomePageProduct,
  type HomePagePopupsSection,
  type HomePageProductsSection,
  type HomePageProductsSettings,
} from '#contracts/site-settings.ts';
import { MAX_PRODUCT_PAGE_SIZE, type Product } from '#contracts/products.ts';
import { listProducts } from '../commerce/product-store.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';
import { productPagePath } from '../pages/products.ts';
import { findPopup } from './site-settings-store.ts';

/** The products an owner chooses from: the listed goods (goods-rules.ts), by name, one page of the catalogue. */
export async function productChoices(db: Db, store: StoreSettings): Promise<Product[]> {
  const list = await listProducts(db, store, { goodsOnly: true, sort: 'name', page: 1, pageSize: MAX_PRODUCT_PAGE_SIZE });
  return list.items;
}

/** The listed products among `productIds` (only goods with `goodsOnly`), in that order; any other is left out. */
async function listedAmong(db: Db, store: StoreSettings, productIds: readonly string[], goodsOnly: boolean): Promise<Product[]> {
  if (productIds.length === 0) return [];
  const list = await listProducts(db, store, { ids: [...productIds], goodsOnly, page: 1, pageSize: productIds.length });
  return list.items;
}

export type UnfeaturableReason = 'unknownProduct' | 'notGoods';

/**
 * The ids the grid may not show, in the order given, each with why: the catalogue does not list
 * it (unknown, unlisted or without SKUs), or it is not goods.
 */
export async function unfeaturableProductIds(
  db: Db,
  store: StoreSettings,
  productIds: readonly string[],
): Promise<{ productId: string; reason: UnfeaturableReason }[]> {
  const ids = (products: Product[]) => new Set(products.map((product) => product.productId));
  const [featurable, listed] = await Promise.all([
    listedAmong(db, store, productIds, true).then(ids),
    listedAmong(db, store, productIds, false).then(ids),
  ]);
  return productIds
    .filter((productId) => !featurable.has(productId))
    .map((productId) => ({ productId, reason: listed.has(productId) ? 'notGoods' : 'unknownProduct' }));
}

/**
 * The products section with its picks resolved. A pick the catalogue has since dropped (or that is
 * not goods) is left out of `products`: the grid shows what it can; the stored ids stay as the
 * owner chose them.
 */
export async function productsSection(
  db: Db,
  store: StoreSettings,
  { productCount, productIds }: HomePageProductsSettings,
  revision: number,
): Promise<HomePageProductsSection> {
  const products = await listedAmong(db, store, productIds.slice(0, productCount), true);
  return {
    productCount,
    productIds,
    products: products.map((product) => toHomePageProduct(product, productPagePath(product.detailPage))),
    revision,
  };
}

export async function popupsSection(db: Db, currentPopupId: string | null, revision: number): Promise<HomePagePopupsSection> {
  const currentPopup = currentPopupId === null ? null : await findPopup(db, currentPopupId);
  return { currentPopupId: currentPopup ? currentPopupId : null, currentPopup, revision };
}

/** The refusal's text for a product the grid may not show. */
export const unfeaturableText = (productId: string, reason: UnfeaturableReason) =>
  SITE_SETTINGS_TEXTS[reason].replace('{productId}', productId);
