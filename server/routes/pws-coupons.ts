import { Hono } from 'hono';
import * as v from 'valibot';
import { saveCouponSettingsEndpoint } from '#contracts/pws-coupons.ts';
import { allow } from '../auth/guards.ts';
import { siteNamedInQuery } from '../auth/site-access.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { respond } from '../http/envelope.ts';
import { readEndpointBody, readQuery, tokenSchema } from '../http/validate.ts';
import { listPwsCoupons, loadCouponSettings, saveCouponSettings } from '../site/pws-coupon-store.ts';

const SiteQuerySchema = v.object({ siteId: v.optional(tokenSchema('siteId')) });

/** The coupon programme for anyone, and a site's coupon settings for its owner (GET, PUT). */
export function pwsCouponRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/v2/pws/coupons/public-config', allow('public'), async (c) => {
      const { siteId } = readQuery(c, SiteQuerySchema);
      return respond(c, 200, { couponCodes: await listPwsCoupons(db, siteId ?? null) });
    })
    .get('/v2/pws/coupons/current-user-pws-profile/coupon-settings', allow('signedIn'), async (c) => {
      const site = await siteNamedInQuery(db, c);
      return respond(c, 200, await loadCouponSettings(db, site.id));
    })
    .put('/v2/pws/coupons/current-user-pws-profile/coupon-settings', allow('signedIn'), async (c) => {
      const site = await siteNamedInQuery(db, c);
      const settings = await readEndpointBody(c, saveCouponSettingsEndpoint);
      const problems = await saveCouponSettings(db, site.id, settings);
      if (problems.length > 0) return respond(c, 422, null, problems);
      return respond(c, 200, await loadCouponSettings(db, site.id));
    });
}
