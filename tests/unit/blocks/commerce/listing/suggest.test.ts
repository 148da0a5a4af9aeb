import { describe, expect, it } from 'vitest';
import { cartSkuNumbers, shuffle, suggestProducts } from '../../../../../blocks/commerce/suggested-products-v3/suggest.ts';
import { cartWith, lavender, oils, peppermint, product } from '../../../../fixtures/commerce/listing.ts';

/** A random source that returns these numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

const ids = (products: { productId: string }[]) => products.map((p) => p.productId);

describe('shuffle', () => {
  it('is a Fisher–Yates shuffle driven by the random source', () => {
    // 0 always swaps position i with position 0: dbca, then cbda, then bcda
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0)).toEqual(['b', 'c', 'd', 'a']);
    // just under 1 always swaps i with itself: the order stays
    expect(shuffle(['a', 'b', 'c', 'd'], () => 0.999)).toEqual(['a', 'b', 'c', 'd']);
    // a source that returns 1 does not index past the end
    expect(shuffle(['a', 'b', 'c'], () => 1)).toEqual(['a', 'b', 'c']);
  });

  it('leaves its input alone and keeps every item', () => {
    const input = ['a', 'b', 'c', 'd', 'e'];
    const out = shuffle(input, sequence(0.3, 0.7, 0.1, 0.9));
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([...out].sort()).toEqual(input);
  });
});

describe('suggestProducts', () => {
  it('shuffles with the given random source', () => {
    expect(ids(suggestProducts(oils, { count: 12, random: () => 0.999 }))).toEqual(ids(oils));
    expect(ids(suggestProducts(oils, { count: 12, random: () => 0 }))).toEqual(['P101', 'P102', 'P104', 'P105', 'P106', 'P100']);
  });

  it("leaves out the page's product", () => {
    const out = suggestProducts(oils, { count: 12, excludeProductIds: ['P100'], random: () => 0.999 });
    expect(ids(out)).toEqual(['P101', 'P102', 'P104', 'P105', 'P106']);
  });

  it('leaves out a product any of whose SKUs is in the cart', () => {
    // PEP15 is peppermint's second SKU
    const out = suggestProducts(oils, { count: 12, excludeSkuNumbers: ['PEP15', 'P104-A'], random: () => 0.999 });
    expect(ids(out)).toEqual(['P100', 'P102', 'P105', 'P106']);
  });

  it('trims to count after excluding, so exclusions do not shorten the strip', () => {
    const out = suggestProducts(oils, {
      count: 4,
      excludeProductIds: ['P100'],
      excludeSkuNumbers: ['PEP05'],
      random: () => 0.999,
    });
    expect(ids(out)).toEqual(['P102', 'P104', 'P105', 'P106']);
    expect(suggestProducts(oils, { count: 2, random: () => 0.5 })).toHaveLength(2);
  });

  it('counts a product listed twice once', () => {
    expect(ids(suggestProducts([lavender, peppermint, lavender], { count: 12, random: () => 0.999 }))).toEqual(['P100', 'P101']);
  });

  it('answers nothing when everything is excluded or nothing was found', () => {
    expect(suggestProducts([], { count: 4 })).toEqual([]);
    expect(suggestProducts([product('P1')], { count: 4, excludeProductIds: ['P1'] })).toEqual([]);
    expect(suggestProducts([product('P1')], { count: 4, excludeSkuNumbers: ['P1-A'] })).toEqual([]);
  });

  it("reads the SKUs of the cart's lines", () => {
    expect(cartSkuNumbers(cartWith('LAV05', 'OMG60'))).toEqual(['LAV05', 'OMG60']);
    expect(cartSkuNumbers(undefined)).toEqual([]);
  });
});
