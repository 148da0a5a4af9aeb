import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { patchOrderEndpoint } from '../../../../src/contracts/commerce.ts';
import { apiErrorText } from '../../../../src/api/errors/api-error.ts';
import { useApiClient } from '../../../../src/api/api-context.tsx';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { useLabels } from '../../../../src/host/labels.ts';
import { useToast } from '../../../../src/ui/toast.tsx';
import { cartQueryOptions, toCartData, useCartRequest, useWriteCart } from '../cart-query.ts';
import { useAddToCart, type AddToCartInput } from '../use-add-to-cart.ts';
import { addToCartLabels } from './labels.ts';
import { quantityToAdd } from './purchase-rules.ts';

export interface AddOptions {
  /** Subscribe & Save: after adding, turns the order's monthly auto-ship on (the server allows members only). */
  autoShip?: boolean;
}

export interface AddItem {
  /** Adds `qty` of the SKU (1 when it is already in the cart); resolves true when it was added (and subscribed). */
  add: (input: AddToCartInput, options?: AddOptions) => Promise<boolean>;
  /** True from the click until the server answered: the button shows busy and ignores clicks. */
  busy: boolean;
  /** Why the last add failed, shown inline next to the button; null again on the next attempt. */
  error: string | null;
}

/**
 * Adds to the cart with the in-cart rule and tells the shopper how it went: a toast when it was
 * added, the reason (`error`, for the caller to show inline) when it was not. The cart
 * cache says what is in the cart; when no island has loaded it yet it is loaded once here, and a
 * cart that cannot be loaded counts as empty so the add still goes through.
 */
export function useAddItem(): AddItem {
  const api = useApiClient();
  const { pwsMode } = useHostConfig();
  const queryClient = useQueryClient();
  const { mutateAsync } = useAddToCart();
  const writeCart = useWriteCart();
  const cartRequest = useCartRequest();
  const toast = useToast();
  const labels = useLabels(addToCartLabels);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // note: a ref, not the state, guards double clicks: both clicks can run before a re-render.
  const adding = useRef(false);

  const add = useCallback(
    async (input: AddToCartInput, options: AddOptions = {}) => {
      if (adding.current) return false;
      adding.current = true;
      setBusy(true);
      setError(null);
      try {
        // note: a cached cart, however old, is good enough to tell whether the item is in it.
        const cart = await queryClient.query({ ...cartQueryOptions(api, pwsMode), staleTime: 'static' }).catch(() => undefined);
        await mutateAsync({ ...input, qty: quantityToAdd(cart?.order, input.skuNumber, input.qty) });
        if (options.autoShip) {
          const patch = { isAutoShip: true, autoShipIsMonthly: true };
          writeCart(toCartData(await cartRequest(patchOrderEndpoint, { json: patch })));
        }
        toast.show({ text: labels.added });
        return true;
      } catch (failure) {
        setError(apiErrorText(failure, labels.addError));
        return false;
      } finally {
        adding.current = false;
        setBusy(false);
      }
    },
    [api, cartRequest, labels, mutateAsync, pwsMode, queryClient, toast, writeCart],
  );

  return { add, busy, error };
}
