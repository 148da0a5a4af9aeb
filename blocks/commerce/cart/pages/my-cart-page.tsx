import { Link } from 'wouter';
import { useLabels } from '../../../../src/host/labels.ts';
import { buttonClassName } from '../../../../src/ui/forms/button.tsx';
import { ContinueShoppingLink } from '../../shared/continue-shopping-link.tsx';
import { TotalsTable } from '../../shared/totals-table.tsx';
import { useCart } from '../cart-context.tsx';
import { cartLabels } from '../labels.ts';
import { CartFrame } from '../parts/cart-frame.tsx';
import { CartList } from '../parts/cart-list.tsx';
import { CouponForm } from '../parts/coupon-form.tsx';

/** /my-cartv2: the editable cart with totals, coupon and the way to checkout. */
export function MyCartPage() {
  const labels = useLabels(cartLabels);
  const { writes } = useCart();
  return (
    <CartFrame heading={labels.myCartHeading}>
      {(order) =>
        order.items.length === 0 ? (
          <div className="cmsb-cart-empty">
            <p>{labels.empty}</p>
            <ContinueShoppingLink label={labels.continueShopping} />
          </div>
        ) : (
          <>
            <CartList order={order} editable onQuantity={(skuNumber, qty) => void writes.quantity.save({ skuNumber, qty })} />
            <div className="cmsb-cart-footer">
              <CouponForm order={order} />
              <TotalsTable totals={order.orderTotals} />
            </div>
            <div className="cmsb-cart-actions">
              <Link href="/order-preview" className={buttonClassName('primary')}>
                {labels.checkout}
              </Link>
            </div>
          </>
        )
      }
    </CartFrame>
  );
}
