import { mayOrder } from '#host/guest-ordering.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { useLabels } from '#host/labels.ts';
import { Button } from '#ui/forms/button.tsx';
import { LogInToBuy } from '../shared/log-in-to-buy.tsx';
import { AddError } from '../shared/product-purchase/add-error.tsx';
import { addToCartLabels } from '../shared/product-purchase/labels.ts';
import { useAddToCart } from '../shared/use-add-to-cart.ts';

export interface AddToCartButtonProps {
  skuNumber: string;
  qty: number;
  /** The button's text; by default the `addToCart.button` label. */
  label?: string | undefined;
}

/**
 * Adds `qty` of one SKU (1 when it is already in the cart); busy until the server answers, then
 * confirms in a toast or says why it failed in the error banner after the button. Where guests may
 * not order, a guest gets a link to log in instead.
 */
export function AddToCartButton({ skuNumber, qty, label }: AddToCartButtonProps) {
  const labels = useLabels(addToCartLabels);
  const addToCart = useAddToCart(labels.added);
  if (!mayOrder(useHostConfig())) return <LogInToBuy className="cmsb-add-to-cart-button" />;
  return (
    <>
      <Button
        className="cmsb-add-to-cart-button"
        busy={addToCart.status === 'pending'}
        onClick={() => void addToCart.save({ skuNumber, qty })}
      >
        {label ?? labels.button}
      </Button>
      <AddError failure={addToCart.failure} fallback={labels.addError} onClose={addToCart.reset} />
    </>
  );
}
