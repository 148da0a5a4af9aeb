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
import { MAX_PRODUCT_PAGE_SIZE, type Product } from '../../src/contracts/products.ts';
import { listProducts } from '../commerce/products.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';
import { productPagePath } from '../pages/products.ts';

/** A site's stored home-page choices (the defaults when it has saved none) and each section's revision. */
export interface HomePageSettings extends HomePageProductsSettings {
  currentPopupId: string | null;
  popupsRevision: number;
  productsRevision: number;
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
  const [row] = await db.query<{
    currentPopupId: string | null;
    productCount: number;
    productIds: string[];
    popupsRevision: number;
    productsRevision: number;
  }>(
    `select current_popup_id as "currentPopupId", product_count as "productCount", product_ids as "productIds",
       popups_revision as "popupsRevision", products_revision as "productsRevision"
     from home_page_settings where site_id = $1`,
    [siteId],
  );
  return {
    currentPopupId: row?.currentPopupId ?? null,
    productCount: row && isProductCount(row.productCount) ? row.productCount : DEFAULT_HOME_PAGE_PRODUCT_COUNT,
    productIds: row?.productIds ?? [],
    popupsRevision: row?.popupsRevision ?? 0,
    productsRevision: row?.productsRevision ?? 0,
  };
}

/**
 * Stores the popup when the section is still at `revision`: answers the new revision, or null
 * when it has been saved since (nothing changed). A site without a row is at revision 0.
 */
export async function saveCurrentPopup(
  db: Db,
  siteId: string,
  currentPopupId: string | null,
  revision: number,
): Promise<number | null> {
  // note: one statement, so two saves at once cannot both pass the check. ON CONFLICT updates only
  // where the stored revision is the one edited; without a row the section is at revision 0, so
  // a row is proposed only for revision 0 or when one exists (and then meets the conflict).
  const [row] = await db.query<{ revision: number }>(
    `insert into home_page_settings (site_id, current_popup_id, popups_revision) select $1::text, $2::text, 1
       where $3::integer = 0 or exists (select 1 from home_page_settings where site_id = $1::text)
     on conflict (site_id) do update set current_popup_id = excluded.current_popup_id,
       popups_revision = home_page_settings.popups_revision + 1, updated_at = now()
     where home_page_settings.popups_revision = $3::integer
     returning popups_revision as revision`,
    [siteId, currentPopupId, revision],
  );
  return row?.revision ?? null;
}

/** Stores the count and picks when the section is still at `revision` (as saveCurrentPopup). */
export async function saveHomePageProducts(
  db: Db,
  siteId: string,
  { productCount, productIds }: HomePageProductsSettings,
  revision: number,
): Promise<number | null> {
  const [row] = await db.query<{ revision: number }>(
    `insert into home_page_settings (site_id, product_count, product_ids, products_revision)
       select $1::text, $2::integer, $3::text[], 1
       where $4::integer = 0 or exists (select 1 from home_page_settings where site_id = $1::text)
     on conflict (site_id) do update set product_count = excluded.product_count, product_ids = excluded.product_ids,
       products_revision = home_page_settings.products_revision + 1, updated_at = now()
     where home_page_settings.products_revision = $4::integer
     returning products_revision as revision`,
    [siteId, productCount, productIds, revision],
  );
  return row?.revision ?? null;
}

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
