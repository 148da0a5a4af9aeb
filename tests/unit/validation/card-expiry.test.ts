import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  CardExpirySchema,
  LEGACY_FORM_YEAR_SPAN,
  NEWER_FORM_YEAR_SPAN,
  monthChoices,
  validateExpiry,
  yearChoices,
} from '#validation/index.ts';

const today = new Date(2025, 5, 15); // 15 June 2025
const invalid = { month: 'Invalid Month', year: 'Invalid Year' };

describe('validateExpiry', () => {
  it('is valid through the end of the current month', () => {
    expect(validateExpiry({ month: '06', year: '2025' }, { today })).toBeNull();
    expect(validateExpiry({ month: 6, year: 2025 }, { today: new Date(2025, 5, 30, 23, 59) })).toBeNull();
  });

  it('is invalid from the month after', () => {
    expect(validateExpiry({ month: 6, year: 2025 }, { today: new Date(2025, 6, 1) })).toEqual(invalid);
  });

  it('flags both fields for last month', () => {
    expect(validateExpiry({ month: '5', year: '2025' }, { today })).toEqual(invalid);
  });

  it('accepts later months and years', () => {
    expect(validateExpiry({ month: '7', year: '2025' }, { today })).toBeNull();
    expect(validateExpiry({ month: '1', year: '2026' }, { today })).toBeNull();
  });

  it('reads a two-digit year as 20xx', () => {
    expect(validateExpiry({ month: '06', year: '25' }, { today })).toBeNull();
    expect(validateExpiry({ month: '12', year: '24' }, { today })).toEqual(invalid);
    expect(validateExpiry({ month: 1, year: 30 }, { today })).toBeNull();
  });

  it.each([
    { month: '0', year: '2026' },
    { month: '13', year: '2026' },
    { month: '', year: '2026' },
    { month: 'ab', year: '2026' },
    { month: '6', year: '' },
    { month: '6', year: '202' },
    { month: '6', year: '2026x' },
  ])('flags both fields for $month/$year', (expiry) => {
    expect(validateExpiry(expiry, { today })).toEqual(invalid);
  });

  it('puts each text on its field through the schema', () => {
    const result = v.safeParse(CardExpirySchema, { month: '1', year: '2000' });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['month', 'Invalid Month'],
      ['year', 'Invalid Year'],
    ]);
    expect(v.is(CardExpirySchema, { month: 12, year: 2099 })).toBe(true);
  });
});

describe('choices', () => {
  it('offers months 1 to 12', () => {
    expect(monthChoices()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('offers the current year through +15 for the newer form', () => {
    const years = yearChoices(today, NEWER_FORM_YEAR_SPAN);
    expect(years).toHaveLength(16);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2040);
  });

  it('offers the current year through +20 for the legacy form', () => {
    const years = yearChoices(today, LEGACY_FORM_YEAR_SPAN);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2045);
  });
});
