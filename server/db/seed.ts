import { hashPassword } from '../auth/password.ts';
import type { Db } from './database.ts';
import { DEMO_IMAGE_SIZE, demoImageUrls, demoProducts, type DemoProduct } from './seed-catalogue.ts';
import { seedCertificationTraining } from './seed-certification-training.ts';
import { conferenceProducts, seedConference } from './seed-conference.ts';
import { seedCookieNotice } from './seed-cookie-notice.ts';
import { seedHomeVideos } from './seed-home-videos.ts';
import { seedMedia } from './seed-media.ts';
import { seedCommerce } from './seed-orders.ts';
import { seedPages } from './seed-pages.ts';
import { seedPwsCoupons } from './seed-pws-coupons.ts';
import { seedSiteForms } from './seed-site-forms.ts';
import { seedSiteSearch } from './seed-site-search.ts';
import { seedSiteSettings } from './seed-site-settings.ts';
import { underStartupLock } from './startup-lock.ts';
import { demoGeoCodes, demoProfiles, demoSites, demoUsers, type DemoProfileAddress } from './seed-users.ts';

/** Adds the demo users that are missing; existing ones keep their (maybe changed) passwords. */
async function seedUsers(db: Db): Promise<void> {
  const existing = new Set((await db.query<{ id: string }>('select id from users')).map((row) => row.id));
  for (const user of demoUsers.filter((u) => !existing.has(u.id))) {
    await db.query(
      `insert into users (id, rcn, username, password_hash, first_name, last_name, email, status,
         is_su, disabled, conference_staff, conference_lookup, certified)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        user.id,
        user.rcn,
        user.username,
        await hashPassword(user.password),
        user.firstName,
        user.lastName,
        user.email,
        user.status,
        user.isSu,
        user.disabled,
        user.conferenceStaff,
        user.conferenceLookup,
        user.certified,
      ],
    );
  }
  // Only ever grants: users seeded before the certified column get it, and a certification earned since is kept.
  await db.query('update users set certified = true where id = any($1::text[]) and not certified', [
    demoUsers.filter((u) => u.certified).map((u) => u.id),
  ]);
  for (const site of demoSites) {
    await db.query(
      `insert into sites (id, owner_user_id, name) values ($1, $2, $3)
       on conflict (id) do update set owner_user_id = excluded.owner_user_id, name = excluded.name`,
      [site.id, site.ownerUserId, site.name],
    );
  }
}

/** Upserts the catalogue, so a persisted demo database follows changes to the seed. */
async function seedCatalogue(db: Db, products: DemoProduct[]): Promise<void> {
  for (const [productIndex, product] of products.entries()) {
    await db.query(
      `insert into products (id, name, detail_page, description, category, sort_order, subscription_percent)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (id) do update set name = excluded.name, detail_page = excluded.detail_page,
         description = excluded.description, category = excluded.category, sort_order = excluded.sort_order,
         subscription_percent = excluded.subscription_percent`,
      [
        product.id,
        product.name,
        product.detailPage,
        product.description,
        product.category,
        productIndex,
        product.subscriptionPercent ?? null,
      ],
    );
    for (const [skuIndex, sku] of product.skus.entries()) {
      await db.query(
        `insert into skus (sku_number, product_id, option_description, retail_price_cents, bv, pv,
           is_default, is_back_ordered, qty_is_locked, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (sku_number) do update set product_id = excluded.product_id,
           option_description = excluded.option_description, retail_price_cents = excluded.retail_price_cents,
           bv = excluded.bv, pv = excluded.pv, is_default = excluded.is_default,
           is_back_ordered = excluded.is_back_ordered, qty_is_locked = excluded.qty_is_locked,
           sort_order = excluded.sort_order`,
        [
          sku.skuNumber,
          product.id,
          sku.optionDescription,
          sku.retailPriceCents,
          sku.bv,
          sku.pv,
          sku.isDefault ?? false,
          sku.isBackOrdered ?? false,
          sku.qtyIsLocked ?? false,
          skuIndex,
        ],
      );
      for (const [imageIndex, image] of sku.images.entries()) {
        const { src, thumbSrc, highResSrc } = demoImageUrls(image.name);
        await db.query(
          `insert into sku_images (image_id, sku_number, src, thumb_src, high_res_src, caption, width, height, sort_order)
           values ($1, $2, $3, $4, $5, $6, $7, $7, $8)
           on conflict (image_id) do update set sku_number = excluded.sku_number, src = excluded.src,
             thumb_src = excluded.thumb_src, high_res_src = excluded.high_res_src, caption = excluded.caption,
             width = excluded.width, height = excluded.height, sort_order = excluded.sort_order`,
          [
            `${sku.skuNumber}-${imageIndex + 1}`,
            sku.skuNumber,
            src,
            thumbSrc,
            highResSrc,
            image.caption,
            DEMO_IMAGE_SIZE,
            imageIndex,
          ],
        );
      }
    }
  }
}

const addressJson = (address: DemoProfileAddress, type: 'ship' | 'bill') =>
  JSON.stringify({ addressLine2: null, ...address, formattedPhone: null, email: null, type });

/**
 * Fills in each demo user's profile only where it is still empty, so a persisted demo database
 * keeps the edits made on the profile pages across restarts. Runs after the cart's seed, whose
 * default addresses come first.
 */
async function seedProfiles(db: Db): Promise<void> {
  for (const [userId, profile] of Object.entries(demoProfiles)) {
    await db.query(
      `update users set daytime_phone = $2, cell_phone = $3, period_pgpv = $4, lifetime_pgpv = $5
       where id = $1 and daytime_phone is null`,
      [userId, profile.daytimePhone, profile.cellPhone, profile.periodPgPv, profile.lifetimePgPv],
    );
    if (profile.ship) {
      await db.query(
        'update users set ship_address = $2::jsonb, bill_address = $3::jsonb where id = $1 and ship_address is null',
        [userId, addressJson(profile.ship, 'ship'), addressJson(profile.bill ?? profile.ship, 'bill')],
      );
    }
  }
  for (const geo of demoGeoCodes) {
    await db.query(
      `insert into geo_codes (geo_code, country, zip, city, state) values ($1, $2, $3, $4, $5)
       on conflict (geo_code) do update set country = excluded.country, zip = excluded.zip, city = excluded.city, state = excluded.state`,
      [geo.geoCode, geo.country, geo.zip, geo.city, geo.state],
    );
  }
}

/**
 * Seeds demo users, the demo site, the catalogue, the commerce data, the CMS pages, the
 * conferences and the media list; safe to run on every start. Under the startup lock: servers
 * starting together would otherwise insert the same missing rows at once, and all but one fail
 * on their keys.
 */
export async function seed(db: Db): Promise<void> {
  await underStartupLock(db, async (tx) => {
    await seedUsers(tx);
    // The desk's ticket and feature products sort after the store's own.
    await seedCatalogue(tx, [...demoProducts, ...conferenceProducts]);
    await seedCommerce(tx);
    await seedProfiles(tx);
    await seedPages(tx);
    await seedSiteSearch(tx);
    await seedSiteForms(tx);
    await seedCookieNotice(tx);
    await seedHomeVideos(tx);
    await seedPwsCoupons(tx);
    await seedConference(tx);
    await seedSiteSettings(tx);
    await seedMedia(tx);
    await seedCertificationTraining(tx);
  });
}
