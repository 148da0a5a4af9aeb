import {
  DEFAULT_HOME_PAGE_PRODUCT_COUNT,
  HOME_PAGE_PRODUCT_COUNTS,
  SITE_SETTINGS_TEXTS,
  toHomePageProduct,
  type HomePagePopupsSection,
  type HomePageProductCount,
  type HomePageProductsSection,
  type HomePageProductsSettings,
  type Popup,
} from '../../src/contracts/site-settings.ts';
import type { Product } from '../../src/contracts/products.ts';
import { listProducts } from '../commerce/products.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';
import { productPagePath } from '../pages/products.ts';

/** A site's stored home-page choices (the defaults when it has saved none). */
export interface HomePageSettings extends HomePageProductsSettings {
  currentPopupId: string | null;
}

const POPUP_COLUMNS = `id as "popupId", name, background_image as "backgroundImage", content,
  link_text as "linkText", link_url as "linkUrl"`;

export function listPopups(db: Db): Promise<Popup[]> {
  return db.query<Popup>(`select ${POPUP_COLUMNS} from popups order by sort_order, id`);
}

export async function findPopup(db: Db, popupId: string): Promise<Popup | null> {
  const [popup] = await db.query<Popup>(`select ${POPUP_COLUMNS} from popups where id = $1`, [popupId]);
  return popup ?? null;
}

const isProductCount = (count: number): count is HomePageProductCount =>
  (HOME_PAGE_PRODUCT_COUNTS as readonly number[]).includes(count);

export async function readHomePageSettings(db: Db, siteId: string): Promise<HomePageSettings> {
  const [row] = await db.query<{ currentPopupId: string | null; productCount: number; productIds: string[] }>(
    `select current_popup_id as "currentPopupId", product_count as "productCount", product_ids as "productIds"
     from home_page_settings where site_id = $1`,
    [siteId],
  );
  return {
    currentPopupId: row?.currentPopupId ?? null,
    productCount: row && isProductCount(row.productCount) ? row.productCount : DEFAULT_HOME_PAGE_PRODUCT_COUNT,
    productIds: row?.productIds ?? [],
  };
}

export async function saveCurrentPopup(db: Db, siteId: string, currentPopupId: string | null): Promise<void> {
  await db.query(
    `insert into home_page_settings (site_id, current_popup_id) values ($1, $2)
     on conflict (site_id) do update set current_popup_id = excluded.current_popup_id, updated_at = now()`,
    [siteId, currentPopupId],
  );
}

export async function saveHomePageProducts(
  db: Db,
  siteId: string,
  { productCount, productIds }: HomePageProductsSettings,
): Promise<void> {
  await db.query(
    `insert into home_page_settings (site_id, product_count, product_ids) values ($1, $2, $3::text[])
     on conflict (site_id) do update set product_count = excluded.product_count, product_ids = excluded.product_ids,
       updated_at = now()`,
    [siteId, productCount, productIds],
  );
}

/** The listed catalogue products among `productIds`, in that order; unknown and unlisted ones are left out. */
export async function listedProducts(db: Db, store: StoreSettings, productIds: readonly string[]): Promise<Product[]> {
  if (productIds.length === 0) return [];
  const list = await listProducts(db, store, { ids: [...productIds], page: 1, pageSize: productIds.length });
  return list.items;
}

/** The ids the catalogue does not list (unknown, unlisted or without SKUs), in the order given. */
export async function unlistedProductIds(db: Db, store: StoreSettings, productIds: readonly string[]): Promise<string[]> {
  const found = new Set((await listedProducts(db, store, productIds)).map((product) => product.productId));
  return productIds.filter((productId) => !found.has(productId));
}

/**
 * The products section with its picks resolved. A pick the catalogue has since dropped is left
 * out of `products` (the grid shows what it can); the stored ids stay as the owner chose them.
 */
export async function productsSection(
  db: Db,
  store: StoreSettings,
  { productCount, productIds }: HomePageProductsSettings,
): Promise<HomePageProductsSection> {
  const products = await listedProducts(db, store, productIds.slice(0, productCount));
  return {
    productCount,
    productIds,
    products: products.map((product) => toHomePageProduct(product, productPagePath(product.detailPage))),
  };
}

export async function popupsSection(db: Db, currentPopupId: string | null): Promise<HomePagePopupsSection> {
  const currentPopup = currentPopupId === null ? null : await findPopup(db, currentPopupId);
  return { currentPopupId: currentPopup ? currentPopupId : null, currentPopup };
}

export const unknownProductText = (productId: string) => SITE_SETTINGS_TEXTS.unknownProduct.replace('{productId}', productId);
