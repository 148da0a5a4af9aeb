import { describe, expect, it } from 'vitest';
import { formatNumber } from '#format/index.ts';

// Intl puts a narrow no-break space in some number formats; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('groups thousands and punctuates decimals for the locale', () => {
    expect(formatNumber(100082, { locale: 'en-US', fractionDigits: 2 })).toBe('100,082.00');
    expect(formatNumber(100082, { locale: 'de-DE', fractionDigits: 2 })).toBe('100.082,00');
    expect(plain(formatNumber(100082, { locale: 'fr-FR', fractionDigits: 2 }))).toBe('100 082,00');
    expect(formatNumber(100082, { locale: 'en-IN', fractionDigits: 2 })).toBe('1,00,082.00');
  });

  it('shows exactly the digits asked for, rounding', () => {
    expect(formatNumber(37, { locale: 'en-US', fractionDigits: 2 })).toBe('37.00');
    expect(formatNumber(2.345, { locale: 'en-US', fractionDigits: 2 })).toBe('2.35');
    expect(formatNumber(1234, { locale: 'en-US', fractionDigits: 0 })).toBe('1,234');
  });

  it('writes a negative number with the minus sign and a rounded-away one with none', () => {
    expect(formatNumber(-1500, { locale: 'en-US', fractionDigits: 2 })).toBe('\u22121,500.00');
    expect(formatNumber(-0.001, { locale: 'en-US', fractionDigits: 2 })).toBe('0.00');
  });

  it('falls back to en-US for a missing or malformed locale', () => {
    expect(formatNumber(1234.5, { locale: undefined, fractionDigits: 2 })).toBe('1,234.50');
    expect(formatNumber(1234.5, { locale: 'en_US', fractionDigits: 2 })).toBe('1,234.50');
  });
});
