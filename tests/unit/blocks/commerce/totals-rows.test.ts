import { describe, expect, it } from 'vitest';
import { visibleTotalsRows } from '../../../../blocks/commerce/shared/totals-rows.ts';
import type { OrderTotals } from '#contracts/commerce.ts';
import { receiptOrder } from '../../../fixtures/commerce/receipt-orders.ts';

// Intl puts a narrow no-break space in some formats; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const bigOrder: OrderTotals = {
  ...receiptOrder().orderTotals,
  subTotal: 125099,
  discount: 12509.9,
  couponDiscount: 5,
  tax: 0,
  shipping: 0,
  total: 112584.1,
  bvSubTotal: 100082,
  pvSubTotal: 99000.5,
};

const values = (totals: OrderTotals, locale: string, country: string) =>
  Object.fromEntries(visibleTotalsRows(totals, { locale, country }).map((row) => [row.key, plain(row.value)]));

describe('totals row values', () => {
  it('groups BV and PV like the money beside them, and shows discounts as negative amounts (en-US)', () => {
    expect(values(bigOrder, 'en-US', 'USA')).toEqual({
      bvTotal: '100,082.00',
      pvTotal: '99,000.50',
      subtotal: '$125,099.00',
      discounts: '\u2212$12,509.90',
      couponDiscount: '\u2212$5.00',
      tax: '$0.00',
      shipping: '$0.00',
      total: '$112,584.10',
    });
  });

  it("follows the page's locale and store country (de-DE, EUR)", () => {
    expect(values(bigOrder, 'de-DE', 'DEU')).toMatchObject({
      bvTotal: '100.082,00',
      subtotal: '125.099,00 €',
      couponDiscount: '\u22125,00 €',
    });
  });

  it('shows a discount negative whichever sign it comes with', () => {
    expect(values({ ...bigOrder, couponDiscount: -5 }, 'en-US', 'USA').couponDiscount).toBe('\u2212$5.00');
  });
});
