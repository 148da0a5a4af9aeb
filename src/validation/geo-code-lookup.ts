export const GEO_CODE_LOOKUP_MIN_LENGTH = 5;

/** The cart add-on looks up geo codes once the postal code has 5 or more characters. */
export function startsGeoCodeLookup(postalCode: string): boolean {
  return postalCode.trim().length >= GEO_CODE_LOOKUP_MIN_LENGTH;
}
