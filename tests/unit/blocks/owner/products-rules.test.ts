import {
  defaultPrice,
  gridRows,
  hasRoom,
  matchesSearch,
  shownProducts,
  withMovedPick,
  withoutPick,
  withPick,
  withProductCount,
} from '../../../../blocks/owner/home-page-products/products-rules.ts';
import { homePageProductsErrors } from '#contracts/site-settings.ts';
import { demoProducts, sections } from '../../../fixtures/owner/products-and-popups.ts';

const three = sections().homePageProducts;
const [lavender, peppermint, multivitamin, omega] = demoProducts as [
  (typeof demoProducts)[0],
  (typeof demoProducts)[0],
  (typeof demoProducts)[0],
  (typeof demoProducts)[0],
];
const ids = (section: typeof three) => section.products.map((p) => p.productId);

describe('home-page products rules', () => {
  it('lays 3 products in one row of 3 and 6 in two', () => {
    expect([gridRows(3), gridRows(6)]).toEqual([1, 2]);
  });

  it("shows the default SKU's price, else the first SKU's", () => {
    expect(defaultPrice(lavender)).toBe('$24.00');
    expect(defaultPrice({ ...lavender, skuOptions: [{ skuNumber: 'A', isDefault: false, formattedRetailPrice: '$3.00' }] })).toBe(
      '$3.00',
    );
    expect(defaultPrice({ ...lavender, skuOptions: [] })).toBeNull();
  });

  it('shows at most the chosen count', () => {
    expect(shownProducts({ ...three, productCount: 3, products: demoProducts.slice(0, 5) })).toHaveLength(3);
  });

  it('keeps the first picks when the count drops from 6 to 3, and all when it grows', () => {
    const six = { productCount: 6 as const, productIds: [], products: demoProducts.slice(0, 5), revision: 0 };
    const down = withProductCount(six, 3);
    expect(down.productIds).toEqual(['P100', 'P101', 'P102']);
    expect(homePageProductsErrors(down)).toEqual({});
    expect(withProductCount(three, 6)).toMatchObject({ productCount: 6, productIds: ['P100', 'P101', 'P102'] });
  });

  it('adds a pick at the end only when there is room and it is not picked yet', () => {
    expect(hasRoom(three)).toBe(false);
    expect(withPick(three, omega)).toBe(three);
    const roomy = withProductCount(three, 6);
    expect(ids(withPick(roomy, omega))).toEqual(['P100', 'P101', 'P102', 'P103']);
    expect(withPick(roomy, lavender)).toBe(roomy);
  });

  it('removes and moves picks, and leaves the ends alone', () => {
    expect(ids(withoutPick(three, 'P101'))).toEqual(['P100', 'P102']);
    expect(withoutPick(three, 'P101').productIds).toEqual(['P100', 'P102']);
    expect(ids(withMovedPick(three, 'P102', -1))).toEqual(['P100', 'P102', 'P101']);
    expect(ids(withMovedPick(three, 'P100', 1))).toEqual(['P101', 'P100', 'P102']);
    expect(withMovedPick(three, 'P100', -1)).toBe(three);
    expect(withMovedPick(three, multivitamin.productId, 1)).toBe(three);
    expect(peppermint.productId).toBe('P101');
  });

  it('matches every word of the search in the name, without regard to case', () => {
    expect(matchesSearch('Lavender Essential Oil', 'oil LAV')).toBe(true);
    expect(matchesSearch('Lavender Essential Oil', 'mint')).toBe(false);
    expect(matchesSearch('Lavender Essential Oil', '  ')).toBe(true);
  });

  it('the server rules: at most the count, none twice', () => {
    expect(homePageProductsErrors({ productCount: 3, productIds: ['A', 'B', 'C', 'D'] })).toEqual({
      productIds: 'Choose at most 3 products.',
    });
    expect(homePageProductsErrors({ productCount: 6, productIds: ['A', 'A'] })).toEqual({
      productIds: 'Each product can be chosen once.',
    });
    expect(homePageProductsErrors({ productCount: 6, productIds: ['A', 'B'] })).toEqual({});
  });
});
