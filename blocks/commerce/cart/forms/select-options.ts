import type { SelectOption } from '#ui/forms/select-field.tsx';
import { monthChoices, yearChoices } from '#validation/index.ts';
import { US_STATES } from '#contracts/us-states.ts';
import { resolveLocale } from '#format/locale.ts';

/** Values '1'..'12', shown as on the card: '01'..'12'. */
export function monthOptions(): SelectOption[] {
  return monthChoices().map((month) => ({ value: String(month), label: String(month).padStart(2, '0') }));
}

/** The current year through the current year + span. */
export function yearOptions(today: Date, span: number): SelectOption[] {
  return yearChoices(today, span).map((year) => ({ value: String(year), label: String(year) }));
}

export const US_STATE_OPTIONS: readonly SelectOption[] = US_STATES.map(({ code, name }) => ({ value: code, label: name }));

export function countryOptions(countries: readonly string[], locale: string): SelectOption[] {
  return countries.map((code) => ({ value: code, label: countryName(code, locale) }));
}

/**
 * ISO3 (what the API speaks) to ISO 3166-1 alpha-2 (what Intl.DisplayNames takes), for the store
 * countries of the currency table. An unlisted code is shown as itself.
 */
const ISO2_BY_ISO3: Readonly<Record<string, string>> = {
  USA: 'US',
  PRI: 'PR',
  CAN: 'CA',
  MEX: 'MX',
  COL: 'CO',
  PER: 'PE',
  CHL: 'CL',
  BRA: 'BR',
  ARG: 'AR',
  ECU: 'EC',
  SLV: 'SV',
  PAN: 'PA',
  GTM: 'GT',
  CRI: 'CR',
  DOM: 'DO',
  AUS: 'AU',
  NZL: 'NZ',
  PHL: 'PH',
  JPN: 'JP',
  KOR: 'KR',
  TWN: 'TW',
  HKG: 'HK',
  CHN: 'CN',
  SGP: 'SG',
  MYS: 'MY',
  THA: 'TH',
  IDN: 'ID',
  VNM: 'VN',
  IND: 'IN',
  GBR: 'GB',
  IRL: 'IE',
  AUT: 'AT',
  BEL: 'BE',
  DEU: 'DE',
  ESP: 'ES',
  FIN: 'FI',
  FRA: 'FR',
  GRC: 'GR',
  ITA: 'IT',
  LUX: 'LU',
  NLD: 'NL',
  PRT: 'PT',
  POL: 'PL',
  CZE: 'CZ',
  HUN: 'HU',
  ROU: 'RO',
  CHE: 'CH',
  SWE: 'SE',
  NOR: 'NO',
  DNK: 'DK',
  ISR: 'IL',
  ARE: 'AE',
  ZAF: 'ZA',
};

/** The country's name in the page locale, e.g. 'United States' for USA in en-US. */
function countryName(iso3: string, locale: string): string {
  const iso2 = ISO2_BY_ISO3[iso3.toUpperCase()];
  if (!iso2) return iso3;
  try {
    return new Intl.DisplayNames([resolveLocale(locale)], { type: 'region' }).of(iso2) ?? iso3;
  } catch {
    return iso3;
  }
}
