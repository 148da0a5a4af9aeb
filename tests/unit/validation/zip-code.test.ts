import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ZipCodeSchema, validateZip } from '#validation/index.ts';

describe('validateZip', () => {
  it.each(['12345', '123456789', '12345-6789'])('accepts %s', (zip) => {
    expect(validateZip(zip)).toBeNull();
  });

  it.each(['', '1234', '12345-678', '1234a', '123456', '1234-56789', '12345--6789', 'abcde'])('rejects %j', (zip) => {
    expect(validateZip(zip)).toBe('Needs to be 5 or 9 digits');
  });

  it('shares the rule with the schema', () => {
    expect(v.is(ZipCodeSchema, '12345-6789')).toBe(true);
    expect(v.safeParse(ZipCodeSchema, '1234').issues?.[0]?.message).toBe('Needs to be 5 or 9 digits');
  });
});
