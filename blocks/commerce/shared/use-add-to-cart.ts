import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#api/api-context.tsx';
import { useSave, type Save } from '#api/use-save.ts';
import { patchOrderEndpoint, updateOrderItemsEndpoint } from '#contracts/commerce.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useToast } from '#ui/toast.tsx';
import { cartQueryOptions, toCartData, useCartRequest, useWriteCart, type CartData } from './cart-query.ts';
import { quantityToAdd } from './product-purchase/purchase-rules.ts';

export interface AddToCartInput {
  skuNumber: string;
  /** How many to add when the cart does not hold the SKU yet; when it does, one more (quantityToAdd). */
  qty: number;
  /** The amount of a donation SKU (KFCSH, KFCAN). */
  customAmount?: number;
  /** Subscribe & Save: after adding, turns the order's monthly auto-ship on (the server allows members only). */
  autoShip?: boolean;
}

/**
 * The one way a block adds to the cart (useSave: one add at a time, its failure classified): the
 * order manager's 'add' update method, with the in-cart rule. The answer is written into the shared
 * cart cache, so every cart island on the page (the mini cart too) updates without fetching the
 * order again; each call goes through the cart's tracked requests, so the host hears of the change
 * once it settles. `confirmation` is the toast once it was added; the caller shows a failure
 * (`failure`) in an ErrorBanner next to its button.
 */
export function useAddToCart(confirmation: string): Save<AddToCartInput, CartData> {
  const api = useApiClient();
  const { pwsMode } = useHostConfig();
  const queryClient = useQueryClient();
  const cartRequest = useCartRequest();
  const writeCart = useWriteCart();
  const toast = useToast();
  return useSave({
    send: async ({ autoShip = false, ...item }: AddToCartInput) => {
      // note: the in-cart rule only ever lowers a quantity to 1, so one unit (a card's quick add) goes
      // straight to the server. A cached cart, however old, is good enough to tell whether the item
      // is in it; a cart that cannot be loaded counts as empty, so the add still goes through.
      const cart =
        item.qty > 1
          ? await queryClient.query({ ...cartQueryOptions(api, pwsMode), staleTime: 'static' }).catch(() => undefined)
          : undefined;
      const qty = quantityToAdd(cart?.order, item.skuNumber, item.qty);
      const added = toCartData(
        await cartRequest(updateOrderItemsEndpoint, { json: { items: [{ ...item, qty, updateMethod: 'add' }] } }),
      );
      if (!autoShip) return added;
      // The item is in the cart whatever the auto-ship answer: every island shows it now.
      writeCart(added);
      return toCartData(await cartRequest(patchOrderEndpoint, { json: { isAutoShip: true, autoShipIsMonthly: true } }));
    },
    onSaved: (data) => {
      writeCart(data);
      toast.show({ text: confirmation });
    },
    // A product card says 'added' until its next add or another option.
    keepSaved: true,
  });
}
