import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN, LINE_QTY_MAX, type Order } from '#contracts/commerce.ts';
import type { QuantityLimits } from '#ui/quantity-rules.ts';

/** One add sends at least 1 and at most the server's line maximum. */
export const PURCHASE_QUANTITY: QuantityLimits = { min: 1, max: LINE_QTY_MAX };
export { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN };

export type AmountProblem = 'required' | 'range';
export type AmountReading = { amount: number } | { problem: AmountProblem };

/** The custom amount of a donation SKU: required, a plain decimal with at most 2 fraction digits, within the limits. */
export function readCustomAmount(text: string): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'required' };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { problem: 'range' };
  const amount = Number(trimmed);
  return amount >= CUSTOM_AMOUNT_MIN && amount <= CUSTOM_AMOUNT_MAX ? { amount } : { problem: 'range' };
}

/**
 * How many to add (commerce.md 4, cart contents): an item already in the cart goes up by 1,
 * anything else is appended with the chosen quantity.
 */
export function quantityToAdd(order: Order | undefined, skuNumber: string, chosen: number): number {
  return order?.items.some((item) => item.skuNumber === skuNumber) ? 1 : chosen;
}
