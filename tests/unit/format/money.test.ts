import { describe, expect, it } from 'vitest';
import { currencyForCountry, formatMoney } from '#format/index.ts';

// Intl puts a narrow no-break space in some currency formats; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('currencyForCountry', () => {
  it.each([
    ['USA', 'USD'],
    ['CAN', 'CAD'],
    ['MEX', 'MXN'],
    ['AUS', 'AUD'],
    ['NZL', 'NZD'],
    ['PHL', 'PHP'],
    ['GBR', 'GBP'],
    ['IRL', 'EUR'],
    ['AUT', 'EUR'],
    ['DEU', 'EUR'],
    ['FRA', 'EUR'],
    ['ITA', 'EUR'],
    ['NLD', 'EUR'],
    ['ESP', 'EUR'],
    ['POL', 'PLN'],
    ['JPN', 'JPY'],
    ['KOR', 'KRW'],
    ['TWN', 'TWD'],
    ['HKG', 'HKD'],
    ['SGP', 'SGD'],
    ['MYS', 'MYR'],
    ['THA', 'THB'],
    ['COL', 'COP'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('ignores case and defaults to USD', () => {
    expect(currencyForCountry('phl')).toBe('PHP');
    expect(currencyForCountry('XXX')).toBe('USD');
    expect(currencyForCountry('')).toBe('USD');
    expect(currencyForCountry(undefined)).toBe('USD');
  });
});

describe('formatMoney', () => {
  it('formats USA in dollars with 2 digits', () => {
    expect(formatMoney(1234.5, { country: 'USA', locale: 'en-US' })).toBe('$1,234.50');
    expect(formatMoney(0, { country: 'USA', locale: 'en-US' })).toBe('$0.00');
  });

  it('rounds to 2 digits', () => {
    expect(formatMoney(9.999, { country: 'USA', locale: 'en-US' })).toBe('$10.00');
    expect(formatMoney(1.234, { country: 'USA', locale: 'en-US' })).toBe('$1.23');
  });

  it('formats PHL in pesos', () => {
    expect(formatMoney(1500, { country: 'PHL', locale: 'en-PH' })).toBe('₱1,500.00');
  });

  it('uses USD for an unknown country', () => {
    expect(formatMoney(5, { country: 'ZZZ', locale: 'en-US' })).toBe('$5.00');
  });

  it('shows JPY and KRW with 2 digits too', () => {
    expect(formatMoney(1000, { country: 'JPN', locale: 'en-US' })).toBe('¥1,000.00');
    expect(formatMoney(1000, { country: 'KOR', locale: 'en-US' })).toBe('₩1,000.00');
  });

  it('follows the locale for separators', () => {
    expect(plain(formatMoney(1234.5, { country: 'DEU', locale: 'de-DE' }))).toBe('1.234,50 €');
    expect(formatMoney(1234.5, { country: 'CAN', locale: 'en-CA' })).toBe('$1,234.50');
  });

  it('shows a negative amount, such as a discount, with the minus sign where the locale puts it', () => {
    expect(formatMoney(-5, { country: 'USA', locale: 'en-US' })).toBe('\u2212$5.00');
    expect(plain(formatMoney(-1234.5, { country: 'DEU', locale: 'de-DE' }))).toBe('\u22121.234,50 €');
    expect(plain(formatMoney(-5, { country: 'NLD', locale: 'nl-NL' }))).toBe('€ \u22125,00');
    expect(plain(formatMoney(-5, { country: 'SWE', locale: 'sv-SE' }))).toBe('\u22125,00 kr');
  });

  it('shows no sign on an amount that rounds to zero', () => {
    expect(formatMoney(-0.004, { country: 'USA', locale: 'en-US' })).toBe('$0.00');
  });

  it('falls back to en-US for a missing or malformed locale', () => {
    expect(formatMoney(2, { country: 'USA', locale: 'en_US' })).toBe('$2.00');
    expect(formatMoney(2, { country: 'GBR', locale: undefined })).toBe('£2.00');
  });
});
