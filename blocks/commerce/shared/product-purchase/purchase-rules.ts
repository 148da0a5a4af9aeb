import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN, LINE_QTY_MAX, type Order } from '../../../../src/contracts/commerce.ts';
import { parseQuantity } from '../../../../src/validation/quantity.ts';

/** One add sends at least 1 and at most the server's line maximum. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = LINE_QTY_MAX;
export { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN };

export type QuantityProblem = 'wholeNumber' | 'range';
export type QuantityReading = { quantity: number } | { problem: QuantityProblem };

/** The typed quantity (commerce.md 4): a whole number, else a warning; empty means 1. */
export function readQuantity(text: string): QuantityReading {
  const parsed = parseQuantity(text);
  if ('warning' in parsed) return { problem: 'wholeNumber' };
  if (parsed.quantity < QUANTITY_MIN || parsed.quantity > QUANTITY_MAX) return { problem: 'range' };
  return parsed;
}

/** What the quantity field shows once it loses focus: an emptied field goes back to 1. */
export function quantityTextAfterBlur(text: string): string {
  return text.trim() === '' ? String(QUANTITY_MIN) : text;
}

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
