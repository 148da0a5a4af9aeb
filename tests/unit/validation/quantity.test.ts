import { describe, expect, it } from 'vitest';
import { parseQuantity } from '#validation/index.ts';

describe('parseQuantity', () => {
  it('reads a whole number', () => {
    expect(parseQuantity('3')).toEqual({ quantity: 3 });
    expect(parseQuantity(' 12 ')).toEqual({ quantity: 12 });
    expect(parseQuantity('007')).toEqual({ quantity: 7 });
  });

  it('resets empty input to 1', () => {
    expect(parseQuantity('')).toEqual({ quantity: 1 });
    expect(parseQuantity('  ')).toEqual({ quantity: 1 });
  });

  it.each(['1.5', '-1', 'two', '1e3', '3 4', '+2'])('warns on %j', (text) => {
    expect(parseQuantity(text)).toEqual({ warning: true });
  });
});
