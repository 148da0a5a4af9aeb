import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CouponCodeSchema, isValidCouponCode, normalizeCouponCode } from '../../../src/validation/index.ts';

describe('normalizeCouponCode', () => {
  it('uppercases and forces the PWS prefix', () => {
    expect(normalizeCouponCode('summer')).toBe('PWSSUMMER');
    expect(normalizeCouponCode('pwsSummer')).toBe('PWSSUMMER');
    expect(normalizeCouponCode('PWSSUMMER')).toBe('PWSSUMMER');
    expect(normalizeCouponCode('')).toBe('PWS');
  });

  it('prefixes a code that only contains PWS later on', () => {
    expect(normalizeCouponCode('WSPWS')).toBe('PWSWSPWS');
  });

  it('cuts to 20 characters, prefix included', () => {
    expect(normalizeCouponCode('abcdefghijklmnopqrstuvwxyz')).toBe('PWSABCDEFGHIJKLMNOPQ');
    expect(normalizeCouponCode('abcdefghijklmnopqrstuvwxyz')).toHaveLength(20);
    expect(normalizeCouponCode('PWS12345678901234567')).toBe('PWS12345678901234567');
  });
});

describe('isValidCouponCode', () => {
  it('accepts what normalizeCouponCode produces', () => {
    expect(isValidCouponCode(normalizeCouponCode('my very long coupon code'))).toBe(true);
  });

  it.each(['SUMMER', 'PWSsummer', 'PWS123456789012345678'])('refuses %s', (code) => {
    expect(isValidCouponCode(code)).toBe(false);
  });

  it('shares the rule with the schema', () => {
    expect(v.is(CouponCodeSchema, 'PWSSUMMER')).toBe(true);
    expect(v.is(CouponCodeSchema, 'SUMMER')).toBe(false);
  });
});
