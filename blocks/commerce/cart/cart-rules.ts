import type { Message } from '#api/messages.ts';
import {
  COUPON_NOT_FOUND,
  isTicketFormItem,
  LINE_QTY_MAX,
  SUPPRESSED_MESSAGE_CODES,
  type Order,
  type OrderItem,
} from '#contracts/commerce.ts';
import type { PageConfig } from '#host/config.ts';
import { routePath, type Routes } from '#host/routes.ts';
import type { QuantityLimits } from '#ui/quantity-rules.ts';
import { exceedsGuestLimit } from '#validation/index.ts';

/**
 * What a line's quantity stepper takes: 1 up to the line's maximum as the server sent it. The
 * spec's 0 (commerce.md 4: 0 removes the line) is the Remove button's, not a quantity to type.
 */
export function lineQuantityLimits(item: OrderItem): QuantityLimits {
  return { min: 1, max: item.maxQty ?? LINE_QTY_MAX };
}

/**
 * A line's quantity is read-only when editing is off, the line is locked, or it is a conference
 * ticket or feature: those are added on the ticket form, and the cart may only remove them.
 */
export function isQuantityReadOnly(item: OrderItem, editable: boolean): boolean {
  return !editable || item.qtyIsLocked || isTicketFormItem(item);
}

/** What tells a line from another line of the same product: its option (SKU description), else its item code. */
export function lineOption(item: OrderItem): string {
  return item.sku.description.trim() || item.itemCode;
}

/** A line's price times its quantity, counted in cents so that no fraction of a cent creeps in. */
export function lineTotal(item: OrderItem): number {
  return (Math.round(item.price * 100) * item.qty) / 100;
}

/** A member may see only their own order; a guest's order has no user. */
export function isUnauthorizedMember(order: Order, config: PageConfig): boolean {
  return Boolean(config.user && order.userId && order.userId !== config.user.id);
}

export function isGuest(config: PageConfig): boolean {
  return !config.user;
}

/** The guest-limit flag: a guest's non-enrollment order over the guest limit. */
export function isOverGuestLimit(order: Order, config: PageConfig): boolean {
  return (
    order.guestOrderLimit !== null &&
    exceedsGuestLimit({
      guestOrderingEnabled: config.guestOrderingEnabled,
      signedIn: !isGuest(config),
      isEnrollment: order.attributes.enrollmentRules.orderIsEnrollment,
      subtotal: order.orderTotals.subTotal,
      guestOrderLimit: order.guestOrderLimit,
    })
  );
}

/** The ship method to use: the shopper's stored choice, else the first allowed when none is set. */
export function shipViaToApply(order: Order, stored: unknown): number | null {
  const allowed = order.attributes.allowedShipMethods.map((method) => method.value);
  if (typeof stored === 'number' && allowed.includes(stored)) return stored === order.shipping.data.shipVia ? null : stored;
  if (order.shipping.data.shipVia === 0 && allowed[0] !== undefined) return allowed[0];
  return null;
}

/** Test mode fills test card values; it runs only when the URL has ?test or &test. */
export function isTestMode(search: string): boolean {
  return /[?&]test(=|&|$)/.test(search);
}

export const TEST_FILL_DELAY_MS = 2000;
export const EDITING_FLASH_MS = 100;

/** The warning the payment form shows after a failed 3-D Secure challenge. */
export const AUTH_FAILED_PARAM = 'showMessageCreditCardCouldNotBeAuthenticated';

export function hasAuthenticationFailed(search: string): boolean {
  return new URLSearchParams(search).get(AUTH_FAILED_PARAM) === '1';
}

/** Where the browser goes after an order is placed: the host's receipt route, always a path of this site. */
export function receiptPath(routes: Pick<Routes, 'receipt'>, orderNumber: string): string {
  return routePath(routes.receipt, { orderNumber });
}

/** The stored payment error: a list of items with a value. */
export function readPaymentError(stored: unknown): string | null {
  if (!Array.isArray(stored)) return null;
  const values = stored
    .map((item: unknown) => (item && typeof item === 'object' ? (item as { value?: unknown }).value : undefined))
    .filter((value): value is string => typeof value === 'string' && value !== '');
  return values.length > 0 ? values.join(' ') : null;
}

/** An order with items whose tax, shipping and total are not calculated needs the order manager's refresh. */
export function needsRecalculation(order: Order): boolean {
  return order.items.length > 0 && !order.orderTotals.totalCalculated;
}

/** Sections of the checkout a shopper can open for editing; any open one blocks Place Order. */
export type EditingSection = 'shipping' | 'cardInfo' | 'billingAddress' | 'autoship';

const suppressed: readonly string[] = SUPPRESSED_MESSAGE_CODES;

/** The first message the cart shows as its error; some codes are never shown. */
export function firstShownMessage(messages: readonly Message[]): Message | undefined {
  return messages.find((message) => !suppressed.includes(message.code));
}

/** Address messages open the section that fixes them. */
export function sectionForMessage(message: Message): EditingSection | null {
  if (message.code === 'shipAddressRequired' || message.source.includes('shipAddress')) return 'shipping';
  if (message.code === 'billAddressRequired' || message.source.includes('billAddress')) return 'billingAddress';
  return null;
}

export function isCouponNotFound(messages: readonly Message[]): boolean {
  return messages.some((message) => message.value === COUPON_NOT_FOUND);
}
