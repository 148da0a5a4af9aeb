import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RequiredSchema, requireFields, validateRequired } from '#validation/index.ts';

describe('validateRequired', () => {
  it.each(['', '   ', '\t\n', null, undefined])('rejects %j', (value) => {
    expect(validateRequired(value)).toBe('Required');
  });

  it('accepts text with surrounding spaces', () => {
    expect(validateRequired(' a ')).toBeNull();
  });

  it('gives the same text through the schema', () => {
    const result = v.safeParse(RequiredSchema, ' ');
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Required']);
    expect(v.is(RequiredSchema, 'x')).toBe(true);
  });
});

describe('requireFields', () => {
  it('lists only the empty fields', () => {
    expect(requireFields({ a: 'x', b: ' ', c: undefined }, ['a', 'b', 'c'])).toEqual({
      b: 'Required',
      c: 'Required',
    });
  });
});
