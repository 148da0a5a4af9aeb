import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { useLabels } from '../../../../src/host/labels.ts';
import { buttonClassName } from '../../../../src/ui/forms/button.tsx';
import { TotalsTable } from '../../shared/totals-table.tsx';
import { useCart } from '../cart-context.tsx';
import { cartLabels } from '../labels.ts';
import { CartFrame } from '../parts/cart-frame.tsx';
import { CartList } from '../parts/cart-list.tsx';

/** The cart beside other content (e.g. on a product page): its lines and totals, and a way to the cart. */
export function MiniCart() {
  const labels = useLabels(cartLabels);
  const { writes } = useCart();
  const { routes } = useHostConfig();
  return (
    <CartFrame heading={labels.myCartHeading}>
      {(order) =>
        order.items.length === 0 ? (
          <p>{labels.empty}</p>
        ) : (
          <>
            <CartList order={order} editable onQuantity={(skuNumber, qty) => void writes.quantity.save({ skuNumber, qty })} />
            <TotalsTable totals={order.orderTotals} />
            <div className="cmsb-cart-actions">
              <a href={routes.cart} className={buttonClassName('primary')}>
                {labels.viewCart}
              </a>
            </div>
          </>
        )
      }
    </CartFrame>
  );
}
