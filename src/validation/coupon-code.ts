import * as v from 'valibot';

export const COUPON_CODE_PREFIX = 'PWS';
export const COUPON_CODE_MAX_LENGTH = 20;

/** Uppercases, forces the PWS prefix and cuts to 20 characters, as the owner types. */
export function normalizeCouponCode(input: string): string {
  const upper = input.trim().toUpperCase();
  const prefixed = upper.startsWith(COUPON_CODE_PREFIX) ? upper : COUPON_CODE_PREFIX + upper;
  return prefixed.slice(0, COUPON_CODE_MAX_LENGTH);
}

/** The compliance guidelines the spec mentions are not given, so only the shape is checked. */
export function isValidCouponCode(code: string): boolean {
  return code.startsWith(COUPON_CODE_PREFIX) && code.length <= COUPON_CODE_MAX_LENGTH && code === code.toUpperCase();
}

export const CouponCodeSchema = v.pipe(v.string(), v.check(isValidCouponCode));
