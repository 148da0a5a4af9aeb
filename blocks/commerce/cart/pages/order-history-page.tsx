import { orderHistoryEndpoint } from '../../../../src/contracts/commerce.ts';
import { fillLabel, useLabels } from '../../../../src/host/labels.ts';
import { receiptPath } from '../cart-rules.ts';
import { cartLabels } from '../labels.ts';
import { AccountList } from './account-list.tsx';

/** /order-history: the member's placed orders, each linking to its receipt. */
export function OrderHistoryPage() {
  const labels = useLabels(cartLabels);
  return (
    <AccountList heading={labels.orderHistoryHeading} endpoint={orderHistoryEndpoint} empty={labels.noOrders}>
      {(orders) => (
        <table className="cmsb-cart-table">
          <caption className="cmsb-visually-hidden">{labels.orderHistoryHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.orderNumber}</th>
              <th scope="col">{labels.placedOn}</th>
              <th scope="col">{labels.status}</th>
              <th scope="col">{labels.itemCount}</th>
              <th scope="col">{labels.total}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.orderNumber}>
                <td>
                  <a
                    href={receiptPath(order.orderNumber)}
                    aria-label={fillLabel(labels.viewReceipt, { orderNumber: order.orderNumber })}
                  >
                    {order.orderNumber}
                  </a>
                </td>
                <td>{new Date(order.placedAt).toLocaleDateString()}</td>
                <td>{order.status}</td>
                <td>{order.itemCount}</td>
                <td>{order.formattedTotal}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AccountList>
  );
}
