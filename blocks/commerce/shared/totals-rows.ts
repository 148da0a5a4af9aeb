import type { OrderTotals } from '../../../src/contracts/commerce.ts';

export type TotalsRowKey = 'bvTotal' | 'pvTotal' | 'subtotal' | 'discounts' | 'couponDiscount' | 'tax' | 'shipping' | 'total';

export interface TotalsRow {
  key: TotalsRowKey;
  value: string;
}

/**
 * The rows of the totals table (commerce.md section 2): BV Total, PV Total and Subtotal always;
 * Discounts and Coupon Discount only when non-zero and calculated; Tax, Shipping and Total only
 * once totals are calculated.
 */
export function visibleTotalsRows(totals: OrderTotals): TotalsRow[] {
  const f = totals.formatted;
  const calculated = totals.totalCalculated;
  const rows: (TotalsRow | false)[] = [
    { key: 'bvTotal', value: f.bvSubTotal },
    { key: 'pvTotal', value: f.pvSubTotal },
    { key: 'subtotal', value: f.subTotal },
    calculated && totals.discount !== 0 && { key: 'discounts', value: f.discount },
    calculated && totals.couponDiscount !== 0 && { key: 'couponDiscount', value: f.couponDiscount },
    calculated && { key: 'tax', value: f.tax },
    calculated && { key: 'shipping', value: f.shipping },
    calculated && { key: 'total', value: f.total },
  ];
  return rows.filter((row): row is TotalsRow => row !== false);
}
