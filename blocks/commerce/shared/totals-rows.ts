import type { OrderTotals } from '#contracts/commerce.ts';
import { formatMoney, type MoneyOptions } from '#format/money.ts';
import { formatPoints } from './points.ts';

export type TotalsRowKey = 'bvTotal' | 'pvTotal' | 'subtotal' | 'discounts' | 'couponDiscount' | 'tax' | 'shipping' | 'total';

export interface TotalsRow {
  key: TotalsRowKey;
  value: string;
}

/**
 * The rows of the totals table (commerce.md section 2): BV Total, PV Total and Subtotal always;
 * Discounts and Coupon Discount only when non-zero and calculated; Tax, Shipping and Total only
 * once totals are calculated. Values are formatted from the numbers for the page's locale and store
 * country; discounts are taken off, so they show as negative amounts whatever sign they come with.
 */
export function visibleTotalsRows(totals: OrderTotals, format: MoneyOptions): TotalsRow[] {
  const money = (amount: number) => formatMoney(amount, format);
  const calculated = totals.totalCalculated;
  const rows: (TotalsRow | false)[] = [
    { key: 'bvTotal', value: formatPoints(totals.bvSubTotal, format.locale) },
    { key: 'pvTotal', value: formatPoints(totals.pvSubTotal, format.locale) },
    { key: 'subtotal', value: money(totals.subTotal) },
    calculated && totals.discount !== 0 && { key: 'discounts', value: money(-Math.abs(totals.discount)) },
    calculated && totals.couponDiscount !== 0 && { key: 'couponDiscount', value: money(-Math.abs(totals.couponDiscount)) },
    calculated && { key: 'tax', value: money(totals.tax) },
    calculated && { key: 'shipping', value: money(totals.shipping) },
    calculated && { key: 'total', value: money(totals.total) },
  ];
  return rows.filter((row): row is TotalsRow => row !== false);
}
