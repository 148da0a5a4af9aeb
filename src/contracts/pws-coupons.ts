import * as v from 'valibot';
import { CouponCodeSchema } from '#validation/coupon-code.ts';
import { defineEndpoint } from './endpoint.ts';
import { TOKEN_PATTERN } from './path-tokens.ts';

/** The spec's only coupon error text (accounts spec 8). */
export const COUPON_ERROR_TEXT = 'An error occurred';

/**
 * A coupon of the personal-website programme (accounts spec 3). `couponCode` is the code shoppers
 * type on the site asked for: its own code when it set one, else the default code.
 */
export const CouponSchema = v.object({
  id: v.string(),
  defaultCouponCode: v.string(),
  couponCode: v.string(),
  discountPercent: v.number(),
});
export type Coupon = v.InferOutput<typeof CouponSchema>;

export const CouponPublicConfigSchema = v.object({ couponCodes: v.array(CouponSchema) });
export type CouponPublicConfig = v.InferOutput<typeof CouponPublicConfigSchema>;

/** GET /api/v2/pws/coupons/public-config (optional ?siteId= for that site's codes): for anyone. */
export const couponPublicConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v2/pws/coupons/public-config',
  data: CouponPublicConfigSchema,
});

/** A site's coupon settings (accounts spec 3): the coupons it offers and its own code per coupon id. */
export const CouponSettingsSchema = v.object({
  enabledCouponCodeIds: v.array(v.string()),
  customCouponCodes: v.record(v.string(), v.string()),
});
export type CouponSettings = v.InferOutput<typeof CouponSettingsSchema>;

const CouponIdSchema = v.pipe(v.string(), v.regex(TOKEN_PATTERN, 'A coupon id is 1 to 64 letters, digits, "-" or "_".'));

/** What a save sends: each custom code is checked by the code rules, its refusal named by `customCouponCodes.<id>`. */
export const CouponSettingsRequestSchema = v.object({
  enabledCouponCodeIds: v.pipe(v.array(CouponIdSchema), v.maxLength(100)),
  customCouponCodes: v.record(CouponIdSchema, CouponCodeSchema),
});

const COUPON_SETTINGS_PATH = '/api/v2/pws/coupons/current-user-pws-profile/coupon-settings';

/** GET: the signed-in owner's site's settings (employees and super-users may name another with ?siteId=). */
export const couponSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: COUPON_SETTINGS_PATH,
  data: CouponSettingsSchema,
});

/** PUT: replaces the settings; 422 names each refused code with its reason. Answers the stored settings. */
export const saveCouponSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: COUPON_SETTINGS_PATH,
  data: CouponSettingsSchema,
  body: CouponSettingsRequestSchema,
});

/** The message source naming one coupon's custom code in a 422. */
export const customCodeSource = (couponId: string) => `customCouponCodes.${couponId}`;
