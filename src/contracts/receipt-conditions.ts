import type { Order } from './commerce.ts';

/**
 * The order conditions the receipt reacts to (commerce.md section 2, Receipt page). The reference
 * server sets them from the SKUs an order holds; the receipt block shows what each one asks for.
 */
export const PWS_ITEM = 'pws-item';
export const MOBILE_APP_ITEM = 'mobile-app-item';
/** Carries the receipt HTML in `attributes.messageHtml`. */
export const SHOW_RECEIPT_MESSAGE = 'showReceiptMessage';

export function hasCondition(order: Pick<Order, 'conditions'>, name: string): boolean {
  return order.conditions.some((condition) => condition.name === name);
}
