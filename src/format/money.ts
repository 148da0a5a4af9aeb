import { formatIntlNumber } from './intl-number.ts';
import { resolveLocale } from './locale.ts';

export const DEFAULT_CURRENCY = 'USD';

/** Store country (ISO3) to currency (ISO 4217). Fixed by the spec; anything else is USD. */
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = {
  USA: 'USD',
  PRI: 'USD',
  CAN: 'CAD',
  MEX: 'MXN',
  COL: 'COP',
  PER: 'PEN',
  CHL: 'CLP',
  BRA: 'BRL',
  ARG: 'ARS',
  ECU: 'USD',
  SLV: 'USD',
  PAN: 'USD',
  GTM: 'GTQ',
  CRI: 'CRC',
  DOM: 'DOP',
  AUS: 'AUD',
  NZL: 'NZD',
  PHL: 'PHP',
  JPN: 'JPY',
  KOR: 'KRW',
  TWN: 'TWD',
  HKG: 'HKD',
  CHN: 'CNY',
  SGP: 'SGD',
  MYS: 'MYR',
  THA: 'THB',
  IDN: 'IDR',
  VNM: 'VND',
  IND: 'INR',
  GBR: 'GBP',
  IRL: 'EUR',
  AUT: 'EUR',
  BEL: 'EUR',
  DEU: 'EUR',
  ESP: 'EUR',
  FIN: 'EUR',
  FRA: 'EUR',
  GRC: 'EUR',
  ITA: 'EUR',
  LUX: 'EUR',
  NLD: 'EUR',
  PRT: 'EUR',
  POL: 'PLN',
  CZE: 'CZK',
  HUN: 'HUF',
  ROU: 'RON',
  CHE: 'CHF',
  SWE: 'SEK',
  NOR: 'NOK',
  DNK: 'DKK',
  ISR: 'ILS',
  ARE: 'AED',
  ZAF: 'ZAR',
};

export function currencyForCountry(iso3: string | null | undefined): string {
  return CURRENCY_BY_COUNTRY[(iso3 ?? '').toUpperCase()] ?? DEFAULT_CURRENCY;
}

export interface MoneyOptions {
  /** ISO3 code of the store locale's country. */
  country: string | null | undefined;
  locale: string | null | undefined;
}

/**
 * Every price shows in the store country's currency with exactly 2 fraction digits, even JPY. A
 * negative amount, such as a discount, shows a minus sign where the locale puts it.
 */
export function formatMoney(amount: number, { country, locale }: MoneyOptions): string {
  return formatIntlNumber(amount, resolveLocale(locale), {
    style: 'currency',
    currency: currencyForCountry(country),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
