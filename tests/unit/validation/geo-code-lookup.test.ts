import { describe, expect, it } from 'vitest';
import { startsGeoCodeLookup } from '#validation/index.ts';

describe('startsGeoCodeLookup', () => {
  it('starts at 5 postal-code characters', () => {
    expect(startsGeoCodeLookup('8460')).toBe(false);
    expect(startsGeoCodeLookup(' 8460 ')).toBe(false);
    expect(startsGeoCodeLookup('84601')).toBe(true);
    expect(startsGeoCodeLookup('84601-12')).toBe(true);
  });
});
