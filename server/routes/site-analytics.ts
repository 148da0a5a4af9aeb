import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  saveFacebookPixelEndpoint,
  SITE_ANALYTICS_TEXTS,
  trackingSettingsEndpoint,
  TrackingSettingRequestSchema,
  type TrackingSetting,
} from '#contracts/site-analytics.ts';
import { allow } from '../auth/guards.ts';
import { siteToActOn } from '../auth/site-access.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv, SignedInEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { readEndpointBody, readJson, readParams, tokenSchema } from '../http/validate.ts';
import {
  createTrackingSetting,
  findPixelAccountId,
  findTrackingSetting,
  savePixelAccountId,
  updateTrackingSetting,
} from '../site/site-analytics-store.ts';

const SiteParamsSchema = v.object({ siteId: tokenSchema('siteId') });

type SignedIn = Context<SignedInEnv>;

/** The site the path names, when the signed-in user may manage it (server/auth/site-access.ts). */
const siteInPath = (db: Db, c: SignedIn) => siteToActOn(db, c.var.user, readParams(c, SiteParamsSchema).siteId);

/**
 * The setting a POST or PATCH asks for, or the 422 refusing it: the spec's payload names who saves
 * it, and that can only be the signed-in user, as they are (an employee or not).
 */
async function requestedSetting(c: SignedIn, siteId: string): Promise<TrackingSetting | Response> {
  const { trackingId, userId, isEmployee } = await readJson(c, TrackingSettingRequestSchema);
  const user = c.var.user;
  if (userId !== user.id || isEmployee !== (user.status === 'E')) {
    return respond(c, 422, null, [errorMessage('analytics', 'notYourself', SITE_ANALYTICS_TEXTS.notYourself)]);
  }
  return { siteId, trackingId, userId, isEmployee };
}

/** The site owner's analytics tracking ID and Facebook pixel: only its owner or an employee may read or change them. */
export function siteAnalyticsRoutes(db: Db) {
  const trackingPath = trackingSettingsEndpoint.path.replace(/^\/api/, '').replace('{siteId}', ':siteId');
  const pixelPath = saveFacebookPixelEndpoint.path.replace(/^\/api/, '');

  /** POST and PATCH: the same checks, then `store` (create or update), null when the site is not in the state it needs. */
  const saveTracking =
    (
      store: (db: Db, setting: TrackingSetting) => Promise<TrackingSetting | null>,
      refusal: { status: 404 | 409; code: string; text: string },
    ) =>
    async (c: SignedIn) => {
      const site = await siteInPath(db, c);
      const setting = await requestedSetting(c, site.id);
      if (setting instanceof Response) return setting;
      const saved = await store(db, setting);
      return saved
        ? respond(c, 200, saved)
        : respond(c, refusal.status, null, [errorMessage('analytics', refusal.code, refusal.text)]);
    };

  return new Hono<AppEnv>()
    .get(trackingPath, allow('signedIn'), async (c) => {
      const site = await siteInPath(db, c);
      const setting = await findTrackingSetting(db, site.id);
      return respond(c, 200, setting ? [setting] : []);
    })
    .post(
      trackingPath,
      allow('signedIn'),
      saveTracking(createTrackingSetting, { status: 409, code: 'exists', text: SITE_ANALYTICS_TEXTS.alreadyCreated }),
    )
    .patch(
      trackingPath,
      allow('signedIn'),
      saveTracking(updateTrackingSetting, { status: 404, code: 'notFound', text: SITE_ANALYTICS_TEXTS.notCreated }),
    )
    .get(`${pixelPath}/:siteId`, allow('signedIn'), async (c) => {
      const site = await siteInPath(db, c);
      return respond(c, 200, { siteId: site.id, accountId: await findPixelAccountId(db, site.id) });
    })
    .put(pixelPath, allow('signedIn'), async (c) => {
      const { siteId, accountId } = await readEndpointBody(c, saveFacebookPixelEndpoint);
      const site = await siteToActOn(db, c.var.user, siteId);
      await savePixelAccountId(db, site.id, accountId);
      return respond(c, 200, { siteId: site.id, accountId });
    });
}
