import { useCallback, useEffect } from 'react';
import { removeStored } from '../../../../src/host/storage-keys.ts';
import { useCart } from '../cart-context.tsx';

/**
 * A cart page's use of the cart's one error region (CartFrame's ErrorBanner). An error belongs to
 * the page it was raised on: it is cleared when the shopper retries (`clear`) and when they leave
 * the page, e.g. for the 3-D Secure challenge, together with its stored copy for the next visit.
 */
export function usePageError() {
  const { dispatch } = useCart();
  const show = useCallback((message: string) => dispatch({ type: 'showError', message }), [dispatch]);
  const clear = useCallback(() => {
    removeStored('paymentError');
    dispatch({ type: 'closeError' });
  }, [dispatch]);
  useEffect(() => clear, [clear]);
  return { show, clear };
}
