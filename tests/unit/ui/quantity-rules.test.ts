import { describe, expect, it } from 'vitest';
import { canStep, quantityTextAfterBlur, readQuantity, stepQuantity } from '#ui/quantity-rules.ts';

const limits = { min: 1, max: 200 };

describe('readQuantity (typed quantity: a whole number, else a warning; empty is 1)', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['200', 200],
    ['', 1],
    ['   ', 1],
  ])('reads %j as %i', (text, quantity) => {
    expect(readQuantity(text, limits)).toEqual({ quantity });
  });

  it.each(['1.5', 'abc', '-2', '2e3', '3 4', '+1'])('warns about %j: not a whole number', (text) => {
    expect(readQuantity(text, limits)).toEqual({ problem: 'wholeNumber' });
  });

  it('refuses 0 and more than the maximum it is given', () => {
    expect(readQuantity('0', limits)).toEqual({ problem: 'range' });
    expect(readQuantity('201', limits)).toEqual({ problem: 'range' });
    expect(readQuantity('9999', limits)).toEqual({ problem: 'range' });
    expect(readQuantity('6', { min: 1, max: 5 })).toEqual({ problem: 'range' });
  });
});

describe('quantityTextAfterBlur', () => {
  it('puts 1 back into an emptied field and leaves anything else as typed', () => {
    expect(quantityTextAfterBlur('')).toBe('1');
    expect(quantityTextAfterBlur('  ')).toBe('1');
    expect(quantityTextAfterBlur('abc')).toBe('abc');
    expect(quantityTextAfterBlur('7')).toBe('7');
  });
});

describe('stepQuantity and canStep', () => {
  it('steps by one within the limits', () => {
    expect(stepQuantity('3', 1, limits)).toBe(4);
    expect(stepQuantity('3', -1, limits)).toBe(2);
    expect(stepQuantity('', 1, limits)).toBe(2);
  });

  it('stops − at the minimum and + at the maximum', () => {
    expect(canStep('1', -1, limits)).toBe(false);
    expect(canStep('1', 1, limits)).toBe(true);
    expect(canStep('200', 1, limits)).toBe(false);
    expect(canStep('200', -1, limits)).toBe(true);
    expect(stepQuantity('1', -1, limits)).toBe(1);
    expect(stepQuantity('200', 1, limits)).toBe(200);
  });

  it('brings a number above the maximum down to it, and text that is no number to the minimum', () => {
    expect(canStep('250', -1, limits)).toBe(true);
    expect(canStep('250', 1, limits)).toBe(false);
    expect(stepQuantity('250', -1, limits)).toBe(200);
    expect(canStep('abc', 1, limits)).toBe(true);
    expect(stepQuantity('abc', 1, limits)).toBe(1);
    expect(stepQuantity('abc', -1, limits)).toBe(1);
    expect(stepQuantity('0', 1, limits)).toBe(1);
  });
});
