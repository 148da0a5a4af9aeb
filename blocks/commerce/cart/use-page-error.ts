import { useCallback } from 'react';
import { removeStored } from '../../../src/host/storage-keys.ts';
import { useCart } from './cart-context.tsx';

/**
 * A cart page's use of the cart's one error region (PageErrorBanner). An error belongs to the page
 * it was raised on: `clear` removes it, with its stored copy for the next visit, when the shopper
 * retries or closes the banner; CartFrame calls it when they leave the page (any in-cart route change).
 */
export function usePageError() {
  const { dispatch } = useCart();
  const show = useCallback((message: string) => dispatch({ type: 'showError', message }), [dispatch]);
  const clear = useCallback(() => {
    removeStored('paymentError');
    dispatch({ type: 'closeError' });
  }, [dispatch]);
  return { show, clear };
}
