import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';

/** The cookie settings page (accounts-and-sites.md, routes). */
export const COOKIE_SETTINGS_PATH = '/cookie-notice';

/**
 * The site's cookie notice setting: whether the notice is shown, and the consent revision the
 * visitor's decision must match (a decision for another revision counts as none).
 */
export const CookieNoticeMessageSchema = v.object({
  enabled: v.boolean(),
  revision: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type CookieNoticeMessage = v.InferOutput<typeof CookieNoticeMessageSchema>;

/** GET /api/cookie-notice-message (the spec reads its enabled flag). */
export const cookieNoticeMessageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cookie-notice-message',
  data: CookieNoticeMessageSchema,
});
