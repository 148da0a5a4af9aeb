import { normalizeCardNumber } from '#validation/index.ts';

export type Authorization = 'approved' | 'declined' | 'challenge';

/** The gateways' well-known test numbers; any other valid number is approved. */
const DECLINED_CARD = '4000000000000002';
const CHALLENGE_CARD = '4000002500003155';

/** The number as the gateway reads it: no spaces, no hyphens. */
export const cardDigits = (cardNumber: string) => normalizeCardNumber(cardNumber).replace(/-/g, '');

/** A simulated card authorisation. */
export function authorizeCard(cardNumber: string): Authorization {
  const digits = cardDigits(cardNumber);
  if (digits === DECLINED_CARD) return 'declined';
  if (digits === CHALLENGE_CARD) return 'challenge';
  return 'approved';
}
