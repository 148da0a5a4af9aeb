import type { Message } from '../../../src/api/messages.ts';
import { COUPON_NOT_FOUND, SUPPRESSED_MESSAGE_CODES } from '../../../src/contracts/commerce.ts';
import type { EditingSection } from './cart-state.ts';

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

/** A failed load whose first message comes from the checkout sets the checkout-error flag. */
export function isCheckoutError(messages: readonly Message[]): boolean {
  return messages[0]?.source === 'checkoutException';
}
