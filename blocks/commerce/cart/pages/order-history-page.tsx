import { orderHistoryEndpoint } from '../../../../src/contracts/commerce.ts';
import { formatDate } from '../../../../src/format/index.ts';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { fillLabel, useLabels } from '../../../../src/host/labels.ts';
import { useStyles } from '../../../../src/ui/use-styles.ts';
import { receiptPath } from '../cart-rules.ts';
import { cartLabels } from '../labels.ts';
import { orderStatusLabels, orderStatusText } from '../order-status.ts';
import { AccountList } from './account-list.tsx';
import css from './order-history.css?inline';

/** /order-history: the member's placed orders, each linking to its receipt; the table scrolls in its own box when narrow. */
export function OrderHistoryPage() {
  useStyles(css);
  const labels = useLabels(cartLabels);
  const statuses = useLabels(orderStatusLabels);
  const { locale, routes } = useHostConfig();
  return (
    <AccountList heading={labels.orderHistoryHeading} endpoint={orderHistoryEndpoint} empty={labels.noOrders}>
      {(orders) => (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
        <div className="cmsb-cart-table-scroll" role="region" aria-label={labels.orderHistoryHeading} tabIndex={0}>
          <table className="cmsb-cart-table">
            <caption className="cmsb-visually-hidden">{labels.orderHistoryHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.orderNumber}</th>
                <th scope="col">{labels.placedOn}</th>
                <th scope="col">{labels.status}</th>
                <th scope="col" className="cmsb-cart-table__amount">
                  {labels.itemCount}
                </th>
                <th scope="col" className="cmsb-cart-table__amount">
                  {labels.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderNumber}>
                  <td>
                    <a
                      href={receiptPath(routes, order.orderNumber)}
                      aria-label={fillLabel(labels.viewReceipt, { orderNumber: order.orderNumber })}
                    >
                      {order.orderNumber}
                    </a>
                  </td>
                  <td>{formatDate(new Date(order.placedAt), locale)}</td>
                  <td>{orderStatusText(order.status, statuses)}</td>
                  <td className="cmsb-cart-table__amount">{order.itemCount}</td>
                  <td className="cmsb-cart-table__amount">{order.formattedTotal}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AccountList>
  );
}
