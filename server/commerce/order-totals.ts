import type { OrderTotals } from '#contracts/commerce.ts';
import { formatMoney } from '#format/money.ts';
import { TAX_PERCENT } from './commerce-rules.ts';
import { shippingCentsFor } from './shipping-rules.ts';
import type { StoreSettings } from './store-settings.ts';

export interface TotalsInput {
  /**
   * `subscriptionPercent`: the product's Subscribe & Save percent, null where it cannot be
   * subscribed to; `shipped`: whether the line is goods that ship (shippingCentsFor).
   */
  lines: { priceCents: number; qty: number; bv: number; pv: number; subscriptionPercent: number | null; shipped: boolean }[];
  discountPercent: number;
  /** An auto-ship order takes each line's subscription percent off that line. */
  isAutoShip: boolean;
  couponPercent: number;
  /** The chosen ship method's price; charged only when a line ships. */
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

/**
 * `discount` is the account discount plus, on an auto-ship order, the Subscribe & Save saving of
 * each eligible line, both taken from the list price. The coupon applies after the discount; tax
 * after both, rounded to the cent. Shipping is the ship method's price when any line ships.
 */
export function calculateTotals({
  lines,
  discountPercent,
  isAutoShip,
  couponPercent,
  shippingCents,
}: TotalsInput): TotalsInCents {
  const sum = (pick: (line: TotalsInput['lines'][number]) => number) =>
    lines.reduce((total, line) => total + pick(line) * line.qty, 0);
  const subTotal = sum((line) => line.priceCents);
  const subscriptionSaving = isAutoShip
    ? lines.reduce((total, line) => total + percentOf(line.priceCents * line.qty, line.subscriptionPercent ?? 0), 0)
    : 0;
  const discount = percentOf(subTotal, discountPercent) + subscriptionSaving;
  const couponDiscount = percentOf(subTotal - discount, couponPercent);
  const taxable = subTotal - discount - couponDiscount;
  const tax = percentOf(taxable, TAX_PERCENT);
  const shipping = shippingCentsFor(lines, shippingCents);
  return {
    subTotal,
    discount,
    couponDiscount,
    tax,
    shipping,
    total: taxable + tax + shipping,
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
