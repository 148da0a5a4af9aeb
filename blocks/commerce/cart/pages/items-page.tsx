import { useLabels } from '../../../../src/host/labels.ts';
import { cartLabels } from '../labels.ts';
import { CartFrame } from '../parts/cart-frame.tsx';
import { CartList } from '../parts/cart-list.tsx';

/** /items: the order's lines, read-only. */
export function ItemsPage() {
  const labels = useLabels(cartLabels);
  return (
    <CartFrame heading={labels.itemsHeading}>
      {(order) => (order.items.length === 0 ? <p>{labels.empty}</p> : <CartList order={order} editable={false} />)}
    </CartFrame>
  );
}
