import type { OrderTotals } from '../../src/contracts/commerce.ts';
import { formatMoney } from '../../src/format/money.ts';
import { TAX_PERCENT } from './commerce-rules.ts';
import type { StoreSettings } from './store-settings.ts';

export interface TotalsInput {
  lines: { priceCents: number; qty: number; bv: number; pv: number }[];
  discountPercent: number;
  couponPercent: number;
  shippingCents: number;
}

/** Money in integer cents; BV and PV in points. */
export interface TotalsInCents {
  subTotal: number;
  discount: number;
  couponDiscount: number;
  tax: number;
  shipping: number;
  total: number;
  bvSubTotal: number;
  pvSubTotal: number;
}

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** The coupon applies after the account discount; tax after both, rounded to the cent. */
export function calculateTotals({ lines, discountPercent, couponPercent, shippingCents }: TotalsInput): TotalsInCents {
  const sum = (pick: (line: TotalsInput['lines'][number]) => number) =>
    lines.reduce((total, line) => total + pick(line) * line.qty, 0);
  const subTotal = sum((line) => line.priceCents);
  const discount = percentOf(subTotal, discountPercent);
  const couponDiscount = percentOf(subTotal - discount, couponPercent);
  const taxable = subTotal - discount - couponDiscount;
  const tax = percentOf(taxable, TAX_PERCENT);
  return {
    subTotal,
    discount,
    couponDiscount,
    tax,
    shipping: shippingCents,
    total: taxable + tax + shippingCents,
    bvSubTotal: sum((line) => line.bv),
    pvSubTotal: sum((line) => line.pv),
  };
}

export const formatCents = (cents: number, settings: StoreSettings) => formatMoney(cents / 100, settings);

/** BV and PV read as plain numbers with 2 decimals. */
export const formatPoints = (points: number) => points.toFixed(2);

/** The API's totals: amounts in currency units plus their formatted copies. */
export function toOrderTotals(cents: TotalsInCents, totalCalculated: boolean, settings: StoreSettings): OrderTotals {
  const money = ['subTotal', 'discount', 'couponDiscount', 'tax', 'shipping', 'total'] as const;
  const amounts = Object.fromEntries(money.map((key) => [key, cents[key] / 100])) as Record<(typeof money)[number], number>;
  const formatted = Object.fromEntries(money.map((key) => [key, formatCents(cents[key], settings)])) as Record<
    (typeof money)[number],
    string
  >;
  return {
    ...amounts,
    bvSubTotal: cents.bvSubTotal,
    pvSubTotal: cents.pvSubTotal,
    totalCalculated,
    formatted: { ...formatted, bvSubTotal: formatPoints(cents.bvSubTotal), pvSubTotal: formatPoints(cents.pvSubTotal) },
  };
}
