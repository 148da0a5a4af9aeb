import { hashPassword } from '../auth/password.ts';
import type { Db } from './database.ts';
import { demoProducts, seedCatalogue } from './seed-catalogue.ts';
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
