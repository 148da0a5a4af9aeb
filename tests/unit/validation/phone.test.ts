import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PhoneSchema, stripPhoneInput, validatePhone } from '#validation/index.ts';

describe('validatePhone', () => {
  it.each(['', '   '])('requires a value: %j', (phone) => {
    expect(validatePhone(phone)).toBe('Required');
  });

  it.each(['1234', '(12) 34', '+1 (801) 555-0100', '801.555.0100', '[801] 555 0100', '1234567890123', '+12-345.678 (901) 23'])(
    'accepts %s',
    (phone) => {
      expect(validatePhone(phone)).toBeNull();
    },
  );

  it.each(['123', '(1)2.3', '12345678901234', '+1 234 567 890 1234', '555-CALL', '---'])('rejects %j', (phone) => {
    expect(validatePhone(phone)).toBe('Invalid number');
  });

  it('shares the rule with the schema', () => {
    expect(v.safeParse(PhoneSchema, '').issues?.[0]?.message).toBe('Required');
    expect(v.safeParse(PhoneSchema, '12').issues?.[0]?.message).toBe('Invalid number');
    expect(v.is(PhoneSchema, '(801) 555-0100')).toBe(true);
  });
});

describe('stripPhoneInput', () => {
  it('keeps only digits and dots', () => {
    expect(stripPhoneInput('+1 (801) 555.0100 x7')).toBe('1801555.01007');
  });
});
