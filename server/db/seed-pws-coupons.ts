import type { Db } from './database.ts';

/** The demo's personal-website coupons: each default code is also a company coupon with its percent. */
export const demoPwsCoupons = [
  { id: 'welcome', defaultCode: 'PWSWELCOME', percentOff: 10 },
  { id: 'friends', defaultCode: 'PWSFRIENDS', percentOff: 15 },
  { id: 'vip', defaultCode: 'PWSVIP', percentOff: 20 },
];

/** Site demo offers the welcome coupon; riley offers the friends coupon under a code of its own. */
const demoSiteCoupons = [
  { siteId: 'demo', couponId: 'welcome', enabled: true, customCode: null },
  { siteId: 'riley', couponId: 'friends', enabled: true, customCode: 'PWSRILEY' },
];

/**
 * Upserts the programme's coupons; a site's choice is inserted only when missing, so what an
 * owner changed since stays as it is.
 */
export async function seedPwsCoupons(db: Db): Promise<void> {
  for (const [index, coupon] of demoPwsCoupons.entries()) {
    await db.query(
      `insert into coupons (code, percent_off) values ($1, $2) on conflict (code) do update set percent_off = excluded.percent_off`,
      [coupon.defaultCode, coupon.percentOff],
    );
    await db.query(
      `insert into pws_coupons (id, default_code, sort_order) values ($1, $2, $3)
       on conflict (id) do update set default_code = excluded.default_code, sort_order = excluded.sort_order`,
      [coupon.id, coupon.defaultCode, index],
    );
  }
  for (const choice of demoSiteCoupons) {
    await db.query(
      `insert into pws_coupon_settings (site_id, coupon_id, enabled, custom_code) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [choice.siteId, choice.couponId, choice.enabled, choice.customCode],
    );
  }
}
