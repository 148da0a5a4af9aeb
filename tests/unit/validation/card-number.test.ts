import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { cardNumberSchema, normalizeCardNumber, passesLuhn, validateCardNumber } from '#validation/index.ts';

const usa = { country: 'USA' };
const phl = { country: 'PHL' };

describe('passesLuhn', () => {
  it('accepts a valid checksum and refuses a changed digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });
});

describe('validateCardNumber', () => {
  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
    '378282246310005', // 15-digit Amex
    '4222222222222', // 13 digits
    '4111111111111111110', // 19 digits
    '6011000990139424',
    '3530111333300000',
  ])('accepts %s', (number) => {
    expect(validateCardNumber(number, usa)).toBeNull();
  });

  it.each([
    '4111111111111112', // Luhn fails
    '411111111117', // 12 digits, Luhn-valid
    '41111111111111111115', // 20 digits, Luhn-valid
    '4111a11111111111',
    '4111.1111.1111.1111',
  ])('rejects %s', (number) => {
    expect(validateCardNumber(number, usa)).toBe('Invalid Number');
  });

  it('requires a value', () => {
    expect(validateCardNumber('', usa)).toBe('Required');
    expect(validateCardNumber('  ', usa)).toBe('Required');
  });

  it('accepts a masked number of 13 to 19 characters', () => {
    expect(validateCardNumber('************1111', usa)).toBeNull();
    expect(validateCardNumber('4111 **** **** 1111', usa)).toBeNull();
    expect(validateCardNumber('*********1111', usa)).toBeNull();
    expect(validateCardNumber('***************1111', usa)).toBeNull();
  });

  it('rejects a masked number of the wrong length', () => {
    expect(validateCardNumber('********1111', usa)).toBe('Invalid Number');
    expect(validateCardNumber('****************1111', usa)).toBe('Invalid Number');
  });

  it('accepts 1111 only when the store country is PHL', () => {
    expect(validateCardNumber('1111', phl)).toBeNull();
    expect(validateCardNumber('1111', { country: 'phl' })).toBeNull();
    expect(validateCardNumber('1111', usa)).toBe('Invalid Number');
    expect(validateCardNumber('2222', phl)).toBe('Invalid Number');
  });

  it('shares the rule with the schema', () => {
    expect(v.is(cardNumberSchema(phl), '1111')).toBe(true);
    expect(v.safeParse(cardNumberSchema(usa), '1111').issues?.[0]?.message).toBe('Invalid Number');
  });
});

describe('normalizeCardNumber', () => {
  it('removes spaces', () => {
    expect(normalizeCardNumber(' 4111 1111 1111 1111 ')).toBe('4111111111111111');
  });
});
