import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CvvSchema, validateCvv } from '#validation/index.ts';

describe('validateCvv', () => {
  it.each(['123', '1234'])('accepts %s', (cvv) => {
    expect(validateCvv(cvv)).toBeNull();
  });

  it.each(['', '12', '12345', '12a', 'abcd', '1 23'])('rejects %j', (cvv) => {
    expect(validateCvv(cvv)).toBe('Invalid CVV');
  });

  it('shares the rule with the schema', () => {
    expect(v.is(CvvSchema, '999')).toBe(true);
    expect(v.safeParse(CvvSchema, '99').issues?.[0]?.message).toBe('Invalid CVV');
  });
});
