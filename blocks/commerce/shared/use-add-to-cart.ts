import { useMutation } from '@tanstack/react-query';
import { updateOrderItemsEndpoint } from '../../../src/contracts/commerce.ts';
import { toCartData, useCartRequest, useWriteCart } from './cart-query.ts';

export interface AddToCartInput {
  skuNumber: string;
  qty: number;
  /** The amount of a donation SKU (KFCSH, KFCAN). */
  customAmount?: number;
}

/**
 * Adds to the cart with the order manager's 'add' update method. The answer is written into the
 * shared cart cache, so every cart island on the page updates without fetching the order again.
 */
export function useAddToCart() {
  const cartRequest = useCartRequest();
  const writeCart = useWriteCart();
  return useMutation({
    mutationFn: async (input: AddToCartInput) =>
      toCartData(
        await cartRequest(updateOrderItemsEndpoint, {
          json: { items: [{ ...input, updateMethod: 'add' }] },
        }),
      ),
    onSuccess: writeCart,
  });
}
