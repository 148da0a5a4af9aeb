import type { Order } from '#contracts/commerce.ts';
import { SHOW_RECEIPT_MESSAGE } from '#contracts/receipt-conditions.ts';

/** The new distributor's status that brings up the distributor-signup popup. */
export const DISTRIBUTOR_STATUS = 'D';

type WithConditions = Pick<Order, 'conditions'>;
interface WithAttributes {
  attributes: Pick<Order['attributes'], 'newProfile' | 'guestSignUpRules' | 'enrollmentRules'>;
}

/**
 * The custom receipt HTML of every showReceiptMessage condition that has a non-blank
 * `messageHtml`, in order. It is server HTML: render it only through SafeHtml.
 */
export function receiptMessageHtml(order: WithConditions): string[] {
  return order.conditions
    .filter((condition) => condition.name === SHOW_RECEIPT_MESSAGE)
    .map((condition) => condition.attributes.messageHtml)
    .filter((html): html is string => typeof html === 'string' && html.trim() !== '');
}

/**
 * The new profile's sponsor name, only when the sponsor differs from the default sponsor
 * (attributes.guestSignUpRules.sponsorRcn); null when there is nothing to show.
 */
export function sponsorNameToShow(order: WithAttributes): string | null {
  const profile = order.attributes.newProfile;
  if (!profile?.sponsorName?.trim()) return null;
  if (profile.sponsorRcn === order.attributes.guestSignUpRules.sponsorRcn) return null;
  return profile.sponsorName;
}

/** An enrollment order whose new profile has status D shows the distributor-signup popup. */
export function showsDistributorPopup(order: WithAttributes): boolean {
  return order.attributes.enrollmentRules.orderIsEnrollment && order.attributes.newProfile?.status === DISTRIBUTOR_STATUS;
}
