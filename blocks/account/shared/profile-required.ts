import type { CountryRules } from '#contracts/country-rules.ts';

const REQUIRED_SHIP = new Set(['nameLine', 'addressLine1', 'postalCode', 'phone']);
const REQUIRED_BILL = new Set(['addressLine1', 'city']);

/**
 * Which address fields carry the required mark in both profile forms (accounts spec 5): shipping name, address line 1,
 * postal code and phone; the shipping city unless the country uses a city list; the mailing
 * address line 1 and city.
 */
export function profileFieldRequired(
  address: 'shipAddress' | 'billAddress',
  field: string,
  shipRules: CountryRules | null,
): boolean {
  if (address === 'billAddress') return REQUIRED_BILL.has(field);
  if (field === 'city') return !(shipRules?.usesCityList ?? false);
  return REQUIRED_SHIP.has(field);
}
