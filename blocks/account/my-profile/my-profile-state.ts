import type { CountryRules } from '../../../src/contracts/country-rules.ts';

/** The profile form's states (accounts spec 4), exposed as `data-state`; before it, loading, error or logged-out. */
export type MyProfileStatus = 'idle' | 'submitting' | 'success' | 'warning';

const REQUIRED_SHIP = new Set(['nameLine', 'addressLine1', 'postalCode', 'phone']);
const REQUIRED_BILL = new Set(['addressLine1', 'city']);

/**
 * Which address fields carry the required mark (accounts spec 5): shipping name, address line 1,
 * postal code and phone; the shipping city unless the country uses a city list; the mailing
 * address line 1 and city.
 */
export function myProfileRequired(
  address: 'shipAddress' | 'billAddress',
  field: string,
  shipRules: CountryRules | null,
): boolean {
  if (address === 'billAddress') return REQUIRED_BILL.has(field);
  if (field === 'city') return !(shipRules?.usesCityList ?? false);
  return REQUIRED_SHIP.has(field);
}
