import { describe, expect, it } from 'vitest';
import { readMessages } from '../../../../src/api/messages.ts';
import { cartReducer, challengeCard, initialCartUiState, isPlacingBlocked } from '../../../../blocks/commerce/cart/cart-state.ts';

const messages = (...items: Record<string, string>[]) =>
  readMessages(items.map((item) => ({ type: 'orderMessage', source: 'cart', code: 'x', ...item })));

describe('cart state', () => {
  it('blocks placing while any section is being edited', () => {
    const editing = cartReducer(initialCartUiState, { type: 'startEditing', section: 'shipping' });
    expect(isPlacingBlocked(editing)).toBe(true);
    const twice = cartReducer(editing, { type: 'startEditing', section: 'shipping' });
    expect(twice.editing).toEqual(['shipping']);
    expect(isPlacingBlocked(cartReducer(twice, { type: 'stopEditing', section: 'shipping' }))).toBe(false);
  });

  it('on load shows the first shown message, or opens the section an address message names', () => {
    const loaded = cartReducer(initialCartUiState, { type: 'loaded', messages: messages({ value: 'Check this' }) });
    expect(loaded.error).toBe('Check this');
    const address = cartReducer(initialCartUiState, {
      type: 'loaded',
      messages: messages({ code: 'shipAddressRequired', value: 'Add an address' }),
    });
    expect(address.editing).toEqual(['shipping']);
    expect(address.error).toBeNull();
  });

  it('sets the bad-coupon flag and clears it on a clean load', () => {
    const bad = cartReducer(initialCartUiState, { type: 'couponRejected' });
    expect(bad.badCoupon).toBe(true);
    expect(cartReducer(bad, { type: 'loaded', messages: [] }).badCoupon).toBe(false);
    expect(cartReducer(initialCartUiState, { type: 'loaded', messages: messages({ value: 'COUPON NOT FOUND' }) }).badCoupon).toBe(
      true,
    );
  });

  it('sets the checkout-error flag when a failed load comes from the checkout, with the fallback text', () => {
    const failed = cartReducer(initialCartUiState, {
      type: 'loadFailed',
      messages: messages({ source: 'checkoutException', value: '' }),
      fallback: 'There was an error getting Cart data.',
    });
    expect(failed.checkoutError).toBe(true);
    expect(failed.error).toBe('There was an error getting Cart data.');
  });

  it('sets submitting while placing and clears it on failure, keeping the error for the banner', () => {
    const submitting = cartReducer(initialCartUiState, { type: 'submit' });
    expect(submitting.submitting).toBe(true);
    const failed = cartReducer(submitting, { type: 'submitFailed', message: 'Your card was declined.' });
    expect(failed).toMatchObject({ submitting: false, error: 'Your card was declined.', errorHidden: false });
    expect(cartReducer(failed, { type: 'closeError' })).toMatchObject({ error: null, errorHidden: true });
  });

  it('holds a 3-D Secure challenge, with its card, until it is done', () => {
    const challenge = { id: 'c1', card: challengeCard('4242424242424242') };
    const challenged = cartReducer(cartReducer(initialCartUiState, { type: 'submit' }), { type: 'challenge', challenge });
    expect(challenged).toMatchObject({ submitting: false, challenge });
    expect(cartReducer(challenged, { type: 'challengeDone' }).challenge).toBeNull();
  });

  it("keeps only a challenged card's brand and last four digits, never its number", () => {
    expect(challengeCard('4242424242424242')).toEqual({ brand: 'visa', lastFour: '4242' });
    expect(challengeCard('4000 0025 0000 3155')).toEqual({ brand: 'visa', lastFour: '3155' });
    expect(challengeCard('5555555555554444')).toEqual({ brand: 'unknown', lastFour: '4444' });
  });
});
