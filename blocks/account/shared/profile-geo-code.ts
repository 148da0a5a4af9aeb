import type { Address } from '#contracts/commerce.ts';
import type { GeoCode } from '#contracts/country-rules.ts';

/**
 * The ship address after its postal code changed: for a country that requires a geo code, the
 * old geo code, city and state belong to the old postal code and are cleared (commerce spec 4).
 */
export function withPostalCode(address: Address, postalCode: string, geoCodeRequired: boolean): Address {
  if (!geoCodeRequired || postalCode === (address.postalCode ?? '')) return { ...address, postalCode };
  return { ...address, postalCode, geoCode: null, city: null, state: null };
}

/** Choosing a geo code fills geoCode, city and state. */
export function withGeoCode(address: Address, geo: GeoCode): Address {
  return { ...address, geoCode: geo.geoCode, city: geo.city, state: geo.state };
}

/** The candidates of the address's current postal code (an answer for an older one is ignored). */
export function currentCandidates(address: Address, candidates: readonly GeoCode[] | undefined): readonly GeoCode[] {
  const zip = address.postalCode?.trim() ?? '';
  return (candidates ?? []).filter((geo) => geo.zip === zip && (!address.country || geo.country === address.country));
}

/**
 * What the lookup's answer does to the address: a single candidate is chosen at once; with several
 * (or none) the address waits for the user's choice. Returns null when nothing changes.
 */
export function autoSelectGeoCode(address: Address, candidates: readonly GeoCode[]): Address | null {
  if (address.geoCode || candidates.length !== 1) return null;
  const [only] = candidates;
  return only ? withGeoCode(address, only) : null;
}
