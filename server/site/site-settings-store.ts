import * as v from 'valibot';
import {
  DEFAULT_HOME_PAGE_PRODUCT_COUNT,
  HOME_PAGE_PRODUCT_COUNTS,
  HomePageProductsSettingsSchema,
  type HomePageProductCount,
  type HomePageProductsSettings,
  type Popup,
} from '#contracts/site-settings.ts';
import type { Db } from '../db/database.ts';
import type { SectionStore } from './section-history-store.ts';

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
 * when it has been saved since (nothing changed). A site without a row is at revision 0. A popup
 * that is gone (an undo's) is stored as none, as its removal leaves a choice of it.
 */
async function saveCurrentPopup(db: Db, siteId: string, currentPopupId: string | null, revision: number): Promise<number | null> {
  // note: one statement, so two saves at once cannot both pass the check. ON CONFLICT updates only
  // where the stored revision is the one edited; without a row the section is at revision 0, so
  // a row is proposed only for revision 0 or when one exists (and then meets the conflict).
  const [row] = await db.query<{ revision: number }>(
    `insert into home_page_settings (site_id, current_popup_id, popups_revision)
       select $1::text, (select id from popups where id = $2::text), 1
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
async function saveHomePageProducts(
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

/** The popup section's value (the popup's id, null for none) as its saves and undos take it. */
export const popupsStore: SectionStore<string | null> = {
  section: 'homePagePopups',
  schema: v.nullable(v.string()),
  read: async (db, siteId) => {
    const { currentPopupId, popupsRevision } = await readHomePageSettings(db, siteId);
    return { value: currentPopupId, revision: popupsRevision };
  },
  write: saveCurrentPopup,
};

/** The products section's value (the count and the picks' ids) as its saves and undos take it. */
export const productsStore: SectionStore<HomePageProductsSettings> = {
  section: 'homePageProducts',
  schema: HomePageProductsSettingsSchema,
  read: async (db, siteId) => {
    const { productCount, productIds, productsRevision } = await readHomePageSettings(db, siteId);
    return { value: { productCount, productIds }, revision: productsRevision };
  },
  write: saveHomePageProducts,
};
