import type { Message } from '../../../src/api/messages.ts';
import { firstShownMessage, isCheckoutError, isCouponNotFound, sectionForMessage } from './cart-messages.ts';

/** Sections of the checkout a shopper can open for editing; any open one blocks Place Order. */
export type EditingSection = 'shipping' | 'cardInfo' | 'billingAddress' | 'autoship';

/**
 * The card a 3-D Secure challenge asks about, as the challenge page names it ('Visa ending in
 * 4242'). Only the last four digits are kept: the full number never leaves the payment form's request.
 */
export interface ChallengeCard {
  brand: 'visa' | 'unknown';
  lastFour: string;
}

/** A 3-D Secure challenge waiting for the shopper's bank, and the card it is for. */
export interface PendingChallenge {
  id: string;
  card: ChallengeCard;
}

/** What the challenge page keeps of the number placed: a Visa starts with 4. */
export function challengeCard(cardNumber: string): ChallengeCard {
  const digits = cardNumber.replace(/\D/g, '');
  return { brand: digits.startsWith('4') ? 'visa' : 'unknown', lastFour: digits.slice(-4) };
}

export interface CartUiState {
  editing: readonly EditingSection[];
  /** True for the 100 ms flash of the editing alert after a blocked Place Order. */
  flashEditing: boolean;
  submitting: boolean;
  badCoupon: boolean;
  checkoutError: boolean;
  /** The error banner's message, or null. */
  error: string | null;
  /** The shopper closed the error banner. */
  errorHidden: boolean;
  challenge: PendingChallenge | null;
}

export const initialCartUiState: CartUiState = {
  editing: [],
  flashEditing: false,
  submitting: false,
  badCoupon: false,
  checkoutError: false,
  error: null,
  errorHidden: false,
  challenge: null,
};

export type CartAction =
  | { type: 'startEditing'; section: EditingSection }
  | { type: 'stopEditing'; section: EditingSection }
  | { type: 'flashEditing'; on: boolean }
  | { type: 'loaded'; messages: readonly Message[] }
  | { type: 'loadFailed'; messages: readonly Message[]; fallback: string }
  | { type: 'couponRejected' }
  | { type: 'couponAccepted' }
  | { type: 'showError'; message: string }
  | { type: 'closeError' }
  | { type: 'submit' }
  | { type: 'submitFailed'; message: string }
  | { type: 'challenge'; challenge: PendingChallenge }
  | { type: 'challengeDone' };

const withSection = (editing: readonly EditingSection[], section: EditingSection) =>
  editing.includes(section) ? editing : [...editing, section];

export function cartReducer(state: CartUiState, action: CartAction): CartUiState {
  switch (action.type) {
    case 'startEditing':
      return { ...state, editing: withSection(state.editing, action.section) };
    case 'stopEditing':
      return { ...state, editing: state.editing.filter((section) => section !== action.section) };
    case 'flashEditing':
      return { ...state, flashEditing: action.on };
    case 'loaded': {
      const shown = firstShownMessage(action.messages);
      const section = shown ? sectionForMessage(shown) : null;
      return {
        ...state,
        // A clean load clears the bad-coupon flag.
        badCoupon: isCouponNotFound(action.messages),
        checkoutError: false,
        editing: section ? withSection(state.editing, section) : state.editing,
        error: shown && !section ? shown.value : state.error,
        errorHidden: shown && !section ? false : state.errorHidden,
      };
    }
    case 'loadFailed': {
      const shown = firstShownMessage(action.messages);
      return {
        ...state,
        checkoutError: isCheckoutError(action.messages),
        error: shown?.value || action.fallback,
        errorHidden: false,
      };
    }
    case 'couponRejected':
      return { ...state, badCoupon: true };
    case 'couponAccepted':
      return { ...state, badCoupon: false };
    case 'showError':
      return { ...state, error: action.message, errorHidden: false };
    case 'closeError':
      return { ...state, error: null, errorHidden: true };
    case 'submit':
      return { ...state, submitting: true };
    case 'submitFailed':
      return { ...state, submitting: false, error: action.message, errorHidden: false };
    case 'challenge':
      return { ...state, submitting: false, challenge: action.challenge };
    case 'challengeDone':
      return { ...state, challenge: null };
  }
}

/** Place Order is blocked while any section is being edited. */
export function isPlacingBlocked(state: CartUiState): boolean {
  return state.editing.length > 0;
}
