import { describe, expect, it } from 'vitest';
import { formatDate, resolveLocale } from '#format/index.ts';

const date = new Date(2025, 2, 4); // 4 March 2025

describe('formatDate', () => {
  it('orders the parts by locale', () => {
    expect(formatDate(date, 'en-US')).toBe('3/4/25');
    expect(formatDate(date, 'en-GB')).toBe('04/03/2025');
  });

  it('takes Intl options', () => {
    expect(formatDate(date, 'en-US', { dateStyle: 'long' })).toBe('March 4, 2025');
  });

  it('falls back to en-US for a malformed locale', () => {
    expect(formatDate(date, 'en_GB')).toBe('3/4/25');
  });
});

describe('resolveLocale', () => {
  it('canonicalises a valid tag and replaces a bad one', () => {
    expect(resolveLocale('EN-gb')).toBe('en-GB');
    expect(resolveLocale('en_US')).toBe('en-US');
    expect(resolveLocale('')).toBe('en-US');
    expect(resolveLocale(null)).toBe('en-US');
  });
});
