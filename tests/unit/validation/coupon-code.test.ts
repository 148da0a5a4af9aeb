import * as v from 'valibot';
import { COUPON_CODE_TEXTS, couponCodeProblem } from '#validation/coupon-code.ts';
import { CouponCodeSchema, isValidCouponCode, normalizeCouponCode } from '#validation/index.ts';

describe('normalizeCouponCode', () => {
  it('uppercases and forces the PWS prefix once', () => {
    expect(normalizeCouponCode('summer')).toBe('PWSSUMMER');
    expect(normalizeCouponCode('pwsSummer')).toBe('PWSSUMMER');
    expect(normalizeCouponCode('PWSSUMMER')).toBe('PWSSUMMER');
    expect(normalizeCouponCode('')).toBe('PWS');
  });

  it('prefixes a code that only contains PWS later on', () => {
    expect(normalizeCouponCode('WSPWS')).toBe('PWSWSPWS');
  });

  it('gives the prefix back when part of it was deleted, rather than prefixing the rest', () => {
    expect(normalizeCouponCode('PW')).toBe('PWS');
    expect(normalizeCouponCode('p')).toBe('PWS');
  });

  it('keeps an over-long code whole, so the rules can refuse it with a reason', () => {
    expect(normalizeCouponCode('abcdefghijklmnopqrstuvwxyz')).toBe('PWSABCDEFGHIJKLMNOPQRSTUVWXYZ');
  });
});

describe('couponCodeProblem', () => {
  it('accepts a code of capitals and digits, 20 characters at most', () => {
    expect(couponCodeProblem('PWSSPRING')).toBeNull();
    expect(couponCodeProblem('PWS12345678901234567')).toBeNull();
    expect(couponCodeProblem('PWS42')).toBeNull();
  });

  it.each([
    ['SPRING', 'prefix', 'The code must start with PWS.'],
    ['pwsspring', 'prefix', 'The code must start with PWS.'],
    ['PWS123456789012345678', 'tooLong', 'The code can have at most 20 characters.'],
    ['PWSspring', 'characters', 'Use only capital letters A–Z and digits 0–9.'],
    ['PWSSPRING 2', 'characters', 'Use only capital letters A–Z and digits 0–9.'],
    ['PWSÉTÉ', 'characters', 'Use only capital letters A–Z and digits 0–9.'],
    ['PWS', 'tooShort', 'Add at least 2 letters or digits after PWS.'],
    ['PWS1', 'tooShort', 'Add at least 2 letters or digits after PWS.'],
    ['PWSCUREALL', 'claim', 'Codes must not suggest health claims or misleading offers: remove "CURE".'],
    ['PWSFREESHIP', 'claim', 'Codes must not suggest health claims or misleading offers: remove "FREE".'],
    ['PWSNOCOVID', 'claim', 'Codes must not suggest health claims or misleading offers: remove "COVID".'],
    ['PWSASKDOCTOR', 'claim', 'Codes must not suggest health claims or misleading offers: remove "DOCTOR".'],
    ['PWSHEALNOW', 'claim', 'Codes must not suggest health claims or misleading offers: remove "HEAL".'],
    ['PWSDAMNGOOD', 'profanity', 'Codes must not contain offensive words.'],
  ])('refuses %s: %s', (code, reason, message) => {
    expect(couponCodeProblem(code)).toEqual({ reason, message });
    expect(isValidCouponCode(code)).toBe(false);
  });

  it('words its reasons with the texts it is given (a host’s labels)', () => {
    const texts = { ...COUPON_CODE_TEXTS, tooLong: 'Max {max}.' };
    expect(couponCodeProblem('PWS123456789012345678', texts)?.message).toBe('Max 20.');
  });
});

describe('CouponCodeSchema (request bodies)', () => {
  it('trims and uppercases before the rules, and refuses with the reason', () => {
    expect(v.parse(CouponCodeSchema, ' pwsSpring ')).toBe('PWSSPRING');
    const result = v.safeParse(CouponCodeSchema, 'SUMMER');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(COUPON_CODE_TEXTS.prefix);
  });
});
