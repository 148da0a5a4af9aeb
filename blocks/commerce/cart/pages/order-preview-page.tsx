import { Link } from 'wouter';
import { useLabels } from '../../../../src/host/labels.ts';
import { buttonClassName } from '../../../../src/ui/forms/button.tsx';
import { TotalsTable } from '../../shared/totals-table.tsx';
import { cartLabels } from '../labels.ts';
import { CartFrame } from '../parts/cart-frame.tsx';
import { CartList } from '../parts/cart-list.tsx';
import { OrderSummary } from '../parts/order-summary.tsx';

/** /order-preview: the summary, the lines and the totals before payment. */
export function OrderPreviewPage() {
  const labels = useLabels(cartLabels);
  return (
    <CartFrame heading={labels.orderPreviewHeading}>
      {(order) => (
        <>
          <OrderSummary order={order} />
          <CartList order={order} editable={false} />
          <TotalsTable totals={order.orderTotals} />
          <div className="cmsb-cart-actions">
            <Link href="/my-cartv2" className={buttonClassName('secondary')}>
              {labels.backToCart}
            </Link>
            {order.items.length > 0 && (
              <Link href="/payment" className={buttonClassName('primary')}>
                {labels.continueToPayment}
              </Link>
            )}
          </div>
        </>
      )}
    </CartFrame>
  );
}
