import { customCodeSource, type Coupon, type CouponSettings } from '#contracts/pws-coupons.ts';
import { COUPON_CODE_TEXTS } from '#validation/coupon-code.ts';
import type { Db } from '../db/database.ts';
import { fieldMessage, type ApiMessage } from '../http/envelope.ts';

const UNKNOWN_COUPON_TEXT = 'There is no such coupon.';

/** The programme's coupons, in order; with a site, `couponCode` is that site's own code where it set one. */
export function listPwsCoupons(db: Db, siteId: string | null): Promise<Coupon[]> {
  return db.query<Coupon>(
    `select p.id, p.default_code as "defaultCouponCode", coalesce(s.custom_code, p.default_code) as "couponCode",
       c.percent_off as "discountPercent"
     from pws_coupons p
       join coupons c on c.code = p.default_code
       left join pws_coupon_settings s on s.coupon_id = p.id and s.site_id = $1
     order by p.sort_order`,
    [siteId],
  );
}

export async function loadCouponSettings(db: Db, siteId: string): Promise<CouponSettings> {
  const rows = await db.query<{ couponId: string; enabled: boolean; customCode: string | null }>(
    `select s.coupon_id as "couponId", s.enabled, s.custom_code as "customCode"
     from pws_coupon_settings s join pws_coupons p on p.id = s.coupon_id
     where s.site_id = $1 order by p.sort_order`,
    [siteId],
  );
  return {
    enabledCouponCodeIds: rows.filter((row) => row.enabled).map((row) => row.couponId),
    customCouponCodes: Object.fromEntries(rows.flatMap((row) => (row.customCode ? [[row.couponId, row.customCode]] : []))),
  };
}

/**
 * Why codes of `settings` cannot be saved beyond the code rules: an unknown coupon, a code used
 * twice on the site, or one taken by a company coupon or another site (case-insensitive).
 */
async function settingsProblems(db: Db, siteId: string, settings: CouponSettings, couponIds: Set<string>) {
  const problems: ApiMessage[] = [];
  for (const id of settings.enabledCouponCodeIds.filter((id) => !couponIds.has(id))) {
    problems.push(fieldMessage('enabledCouponCodeIds', 'unknownCoupon', `${UNKNOWN_COUPON_TEXT} (${id})`));
  }
  const codes = Object.entries(settings.customCouponCodes);
  const taken = new Set(
    (
      await db.query<{ code: string }>(
        `select code from coupons where code = any($1::text[])
         union select custom_code from pws_coupon_settings where site_id <> $2 and custom_code = any($1::text[])`,
        [codes.map(([, code]) => code), siteId],
      )
    ).map((row) => row.code),
  );
  const seen = new Set<string>();
  for (const [id, code] of codes) {
    const refuse = (reason: string, text: string) => problems.push(fieldMessage(customCodeSource(id), reason, text));
    if (!couponIds.has(id)) refuse('unknownCoupon', UNKNOWN_COUPON_TEXT);
    else if (taken.has(code)) refuse('taken', COUPON_CODE_TEXTS.taken);
    else if (seen.has(code)) refuse('duplicate', COUPON_CODE_TEXTS.duplicate);
    seen.add(code);
  }
  return problems;
}

/**
 * Replaces a site's settings (codes already checked by the code rules); answers the problems when
 * refused. Saves run one at a time, so two sites cannot take the same code at once.
 */
export async function saveCouponSettings(db: Db, siteId: string, settings: CouponSettings): Promise<ApiMessage[]> {
  return db.transaction(async (tx) => {
    await tx.query('lock table pws_coupon_settings in share row exclusive mode');
    const couponIds = new Set((await tx.query<{ id: string }>('select id from pws_coupons')).map((row) => row.id));
    const problems = await settingsProblems(tx, siteId, settings, couponIds);
    if (problems.length > 0) return problems;
    // Codes first cleared: two coupons of the site may swap codes without meeting the unique index.
    await tx.query('update pws_coupon_settings set custom_code = null where site_id = $1', [siteId]);
    for (const id of couponIds) {
      await tx.query(
        `insert into pws_coupon_settings (site_id, coupon_id, enabled, custom_code) values ($1, $2, $3, $4)
         on conflict (site_id, coupon_id) do update set enabled = excluded.enabled, custom_code = excluded.custom_code`,
        [siteId, id, settings.enabledCouponCodeIds.includes(id), settings.customCouponCodes[id] ?? null],
      );
    }
    return [];
  });
}

/**
 * The company coupon a code typed in the cart of site `siteId` stands for: a programme coupon only
 * when the site enabled it (by its default code or the site's own), any other company coupon as ever.
 */
export async function findCouponForSite(db: Db, siteId: string, code: string): Promise<string | null> {
  const [coupon] = await db.query<{ code: string }>(
    `select p.default_code as code
     from pws_coupons p join pws_coupon_settings s on s.coupon_id = p.id and s.site_id = $2 and s.enabled
     where p.default_code = upper($1) or s.custom_code = upper($1)
     union all
     select c.code from coupons c
     where c.code = upper($1) and not exists (select 1 from pws_coupons p where p.default_code = c.code)
     limit 1`,
    [code, siteId],
  );
  return coupon?.code ?? null;
}
