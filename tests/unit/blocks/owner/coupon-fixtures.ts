import type { Coupon, CouponSettings } from '../../../../src/contracts/pws-coupons.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';

export const COUPON_CONFIG = 'GET /api/v2/pws/coupons/public-config';
export const GET_COUPON_SETTINGS = 'GET /api/v2/pws/coupons/current-user-pws-profile/coupon-settings';
export const PUT_COUPON_SETTINGS = 'PUT /api/v2/pws/coupons/current-user-pws-profile/coupon-settings';

export const owner = { user: { id: '1002', username: 'distributor', status: 'D' } };

export const coupons: Coupon[] = [
  { id: 'welcome', defaultCouponCode: 'PWSWELCOME', couponCode: 'PWSWELCOME', discountPercent: 10 },
  { id: 'vip', defaultCouponCode: 'PWSVIP', couponCode: 'PWSVIP', discountPercent: 20 },
];

export const couponSettings: CouponSettings = { enabledCouponCodeIds: ['welcome'], customCouponCodes: {} };

/** A fake server holding one site's settings: a PUT stores what it is sent and answers it. */
export function couponServer(initial: CouponSettings = couponSettings): Record<string, FakeHandler> {
  let stored = initial;
  return {
    [COUPON_CONFIG]: () => ({ data: { couponCodes: coupons } }),
    [GET_COUPON_SETTINGS]: () => ({ data: stored }),
    [PUT_COUPON_SETTINGS]: (request) => {
      stored = request.body as CouponSettings;
      return { data: stored };
    },
  };
}

/** The server's 422 for a code another site has taken. */
export const takenAnswer = {
  status: 422,
  messages: [
    {
      type: 'validatorMessage',
      source: 'customCouponCodes.vip',
      code: 'taken',
      value: 'This code is already in use. Please choose another one.',
    },
  ],
};
