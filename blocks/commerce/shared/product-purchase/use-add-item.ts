import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { apiErrorText } from '../../../../src/api/errors/api-error.ts';
import { useApiClient } from '../../../../src/api/api-context.tsx';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { useLabels } from '../../../../src/host/labels.ts';
import { useToast } from '../../../../src/ui/toast.tsx';
import { cartQueryOptions } from '../cart-query.ts';
import { useAddToCart, type AddToCartInput } from '../use-add-to-cart.ts';
import { addToCartLabels } from './labels.ts';
import { quantityToAdd } from './purchase-rules.ts';

export interface AddItem {
  /** Adds `qty` of the SKU (1 when it is already in the cart); resolves true when it was added. */
  add: (input: AddToCartInput) => Promise<boolean>;
  /** True from the click until the server answered: the button shows busy and ignores clicks. */
  busy: boolean;
}

/**
 * Adds to the cart with the in-cart rule and tells the shopper how it went (a toast). The cart
 * cache says what is in the cart; when no island has loaded it yet it is loaded once here, and a
 * cart that cannot be loaded counts as empty so the add still goes through.
 */
export function useAddItem(): AddItem {
  const api = useApiClient();
  const { pwsMode } = useHostConfig();
  const queryClient = useQueryClient();
  const { mutateAsync } = useAddToCart();
  const toast = useToast();
  const labels = useLabels(addToCartLabels);
  const [busy, setBusy] = useState(false);
  // note: a ref, not the state, guards double clicks: both clicks can run before a re-render.
  const adding = useRef(false);

  const add = useCallback(
    async (input: AddToCartInput) => {
      if (adding.current) return false;
      adding.current = true;
      setBusy(true);
      try {
        // note: a cached cart, however old, is good enough to tell whether the item is in it.
        const cart = await queryClient.query({ ...cartQueryOptions(api, pwsMode), staleTime: 'static' }).catch(() => undefined);
        await mutateAsync({ ...input, qty: quantityToAdd(cart?.order, input.skuNumber, input.qty) });
        toast.show({ text: labels.added });
        return true;
      } catch (error) {
        toast.show({ text: apiErrorText(error, labels.addError), type: 'error' });
        return false;
      } finally {
        adding.current = false;
        setBusy(false);
      }
    },
    [api, labels, mutateAsync, pwsMode, queryClient, toast],
  );

  return { add, busy };
}
