import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  saveFacebookPixelEndpoint,
  SITE_ANALYTICS_TEXTS,
  SITE_REFUSAL_SOURCE,
  trackingSettingsEndpoint,
  TrackingSettingRequestSchema,
  type TrackingSetting,
} from '../../src/contracts/site-analytics.ts';
import { requireUser } from '../auth/session-middleware.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv, SignedInEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { notFound } from '../http/not-found.ts';
import { readEndpointBody, readJson, readParams, tokenSchema } from '../http/validate.ts';
import {
  createTrackingSetting,
  findPixelAccountId,
  findTrackingSetting,
  savePixelAccountId,
  updateTrackingSetting,
} from '../site/site-analytics.ts';
import { canManageSite, findSite, type SiteOwnership } from '../site/sites.ts';

const SiteParamsSchema = v.object({ siteId: tokenSchema('siteId') });

type SignedIn = Context<SignedInEnv>;

/** The site, when the signed-in user may manage it; else one 404 for a site unknown or not theirs. */
async function managedSite(db: Db, c: SignedIn, siteId: string): Promise<SiteOwnership | Response> {
  const site = await findSite(db, siteId);
  if (site && canManageSite(c.var.user, site)) return site;
  return notFound(c, SITE_REFUSAL_SOURCE, 'notFound', SITE_ANALYTICS_TEXTS.unknownSite);
}

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
      const site = await managedSite(db, c, readParams(c, SiteParamsSchema).siteId);
      if (site instanceof Response) return site;
      const setting = await requestedSetting(c, site.id);
      if (setting instanceof Response) return setting;
      const saved = await store(db, setting);
      return saved
        ? respond(c, 200, saved)
        : respond(c, refusal.status, null, [errorMessage('analytics', refusal.code, refusal.text)]);
    };

  return new Hono<AppEnv>()
    .get(trackingPath, requireUser, async (c) => {
      const site = await managedSite(db, c, readParams(c, SiteParamsSchema).siteId);
      if (site instanceof Response) return site;
      const setting = await findTrackingSetting(db, site.id);
      return respond(c, 200, setting ? [setting] : []);
    })
    .post(
      trackingPath,
      requireUser,
      saveTracking(createTrackingSetting, { status: 409, code: 'exists', text: SITE_ANALYTICS_TEXTS.alreadyCreated }),
    )
    .patch(
      trackingPath,
      requireUser,
      saveTracking(updateTrackingSetting, { status: 404, code: 'notFound', text: SITE_ANALYTICS_TEXTS.notCreated }),
    )
    .get(`${pixelPath}/:siteId`, requireUser, async (c) => {
      const site = await managedSite(db, c, readParams(c, SiteParamsSchema).siteId);
      if (site instanceof Response) return site;
      return respond(c, 200, { siteId: site.id, accountId: await findPixelAccountId(db, site.id) });
    })
    .put(pixelPath, requireUser, async (c) => {
      const { siteId, accountId } = await readEndpointBody(c, saveFacebookPixelEndpoint);
      const site = await managedSite(db, c, siteId);
      if (site instanceof Response) return site;
      await savePixelAccountId(db, site.id, accountId);
      return respond(c, 200, { siteId: site.id, accountId });
    });
}
