import { describe, expect, it } from 'vitest';
import { demoProduct, parseCatalogue } from '../../server/db/seed-catalogue.ts';

const lavender = demoProduct('P100');
const [firstSku] = lavender.skus;

describe('the catalogue data file', () => {
  it('reads back what it holds', () => {
    expect(parseCatalogue([lavender])).toEqual([lavender]);
  });

  it('refuses a misspelt field, saying where it is', () => {
    const misspelt = { ...lavender, skus: [{ ...firstSku, isDefualt: true }] };
    expect(() => parseCatalogue([misspelt])).toThrow(/catalogue\.json[\s\S]*isDefualt[\s\S]*at 0\.skus\.0\.isDefualt/);
  });

  it('refuses a negative price', () => {
    const negative = { ...lavender, skus: [{ ...firstSku, retailPriceCents: -1 }] };
    expect(() => parseCatalogue([negative])).toThrow(/at 0\.skus\.0\.retailPriceCents/);
  });
});
