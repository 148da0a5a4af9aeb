import { useLabels } from '../../../../src/host/labels.ts';
import { TotalsTable } from '../../shared/totals-table.tsx';
import { cartLabels } from '../labels.ts';
import { CartFrame } from '../parts/cart-frame.tsx';
import { CartList } from '../parts/cart-list.tsx';
import { OrderSummary } from '../parts/order-summary.tsx';

/** One particular order (`?orderId=`), read only: nothing here changes or places the current cart. */
export function OrderView() {
  const labels = useLabels(cartLabels);
  return (
    <CartFrame heading={labels.orderHeading}>
      {(order) => (
        <>
          <OrderSummary order={order} />
          <CartList order={order} editable={false} />
          <TotalsTable totals={order.orderTotals} />
        </>
      )}
    </CartFrame>
  );
}
