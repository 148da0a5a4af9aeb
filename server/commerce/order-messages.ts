import type { Order } from '#contracts/commerce.ts';
import type { ApiMessage } from '../http/envelope.ts';

export const CART_EMPTY_MESSAGE = 'Your cart is empty.';
export const SHIP_ADDRESS_REQUIRED_MESSAGE = 'Please add a shipping address.';

/** The legacy client reads the text from params['server-message'] as well as from value. */
function orderMessage(source: string, code: string, value: string): ApiMessage {
  return { type: 'orderMessage', source, code, value, params: { 'server-message': value } };
}

/** What a cart still needs before it can be placed (the client hides cartItemsRequired). */
export function orderMessages(order: Order): ApiMessage[] {
  if (order.status === 'placed') return [];
  if (order.items.length === 0) return [orderMessage('cart', 'cartItemsRequired', CART_EMPTY_MESSAGE)];
  if (!order.shipping.data.shipAddress)
    return [orderMessage('shipAddress', 'shipAddressRequired', SHIP_ADDRESS_REQUIRED_MESSAGE)];
  return [];
}
