import * as v from 'valibot';
import { TRACKING_ID_MESSAGE } from '#validation/messages.ts';
import { TrackingIdSchema } from '#validation/tracking-id.ts';
import { defineEndpoint } from './endpoint.ts';

/** The texts of analytics and pixel settings: the spec's (accounts spec 8) and the server's refusals. */
export const SITE_ANALYTICS_TEXTS = {
  trackingIdRequired: TRACKING_ID_MESSAGE,
  /** `{max}` is the field's limit. */
  tooLong: 'Use at most {max} characters.',
  saved: 'Your changes have been saved.',
  communicationError: 'An error occurred. Please check your internet connection and try again.',
  accountIdDigits: 'Use digits only.',
  /** A site unknown or not the user's to manage: the server answers both alike, 404. */
  unknownSite: 'There is no such site.',
  notYourself: 'Settings are saved in the name of the signed-in user only.',
  alreadyCreated: 'This site already has an analytics setting: update it instead.',
  notCreated: 'This site has no analytics setting yet: create it first.',
} as const;

/**
 * The source of the 404 refusing a site (unknown, or not the user's to manage), so a block tells
 * it from a 404 that means a setting is not there yet.
 */
export const SITE_REFUSAL_SOURCE = 'site';

const tooLong = (max: number) => SITE_ANALYTICS_TEXTS.tooLong.replace('{max}', String(max));

/** Longest tracking ID kept: Google's are about a dozen characters; this leaves room for other services'. */
export const TRACKING_ID_MAX_LENGTH = 64;
/** Facebook pixel ids are 15 or 16 digits today; a little room for longer ones. */
export const PIXEL_ACCOUNT_ID_MAX_LENGTH = 20;

/** The spec's tracking setting: one per site, saved in the name of the owner or employee who saved it. */
export const TrackingSettingSchema = v.object({
  trackingId: v.string(),
  userId: v.string(),
  isEmployee: v.boolean(),
  siteId: v.string(),
});
export type TrackingSetting = v.InferOutput<typeof TrackingSettingSchema>;

/** POST and PATCH: the trimmed ID, and who saves it (the signed-in user; the server checks). */
export const TrackingSettingRequestSchema = v.object({
  trackingId: v.pipe(TrackingIdSchema, v.maxLength(TRACKING_ID_MAX_LENGTH, tooLong(TRACKING_ID_MAX_LENGTH))),
  userId: v.string(),
  isEmployee: v.boolean(),
});
export type TrackingSettingRequest = v.InferInput<typeof TrackingSettingRequestSchema>;

const TRACKING_PATH = '/api/v2/rcm-ga/{siteId}';

/** The site's settings as a list (the block reads the first item); an empty list means none yet. */
export const trackingSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: TRACKING_PATH,
  data: v.array(TrackingSettingSchema),
});

/** Creates the site's first setting; 409 when one exists. */
export const createTrackingSettingEndpoint = defineEndpoint({
  method: 'POST',
  path: TRACKING_PATH,
  data: TrackingSettingSchema,
  body: TrackingSettingRequestSchema,
});

/** Updates the site's setting; 404 when there is none yet. */
export const updateTrackingSettingEndpoint = defineEndpoint({
  method: 'PATCH',
  path: TRACKING_PATH,
  data: TrackingSettingSchema,
  body: TrackingSettingRequestSchema,
});

/** A pixel account id: digits only; empty means the site uses no pixel. */
const PIXEL_ACCOUNT_ID_PATTERN = /^\d*$/;

export function validatePixelAccountId(value: string): string | null {
  return PIXEL_ACCOUNT_ID_PATTERN.test(value.trim()) ? null : SITE_ANALYTICS_TEXTS.accountIdDigits;
}

/** The spec's Facebook pixel setting; `accountId` is '' while the site has none. */
export const FacebookPixelSettingSchema = v.object({ siteId: v.string(), accountId: v.string() });
export type FacebookPixelSetting = v.InferOutput<typeof FacebookPixelSettingSchema>;

export const FacebookPixelRequestSchema = v.object({
  siteId: v.string(),
  accountId: v.pipe(
    v.string(),
    v.trim(),
    v.regex(PIXEL_ACCOUNT_ID_PATTERN, SITE_ANALYTICS_TEXTS.accountIdDigits),
    v.maxLength(PIXEL_ACCOUNT_ID_MAX_LENGTH, tooLong(PIXEL_ACCOUNT_ID_MAX_LENGTH)),
  ),
});

export const facebookPixelEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/resource/facebook-analytics-site/{siteId}',
  data: FacebookPixelSettingSchema,
});

/** Success is 200 (accounts spec 7). */
export const saveFacebookPixelEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/resource/facebook-analytics-site',
  data: FacebookPixelSettingSchema,
  body: FacebookPixelRequestSchema,
});
