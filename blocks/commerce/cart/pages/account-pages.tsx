import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { classifyFailure, failureText } from '#api/errors/api-error.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import type { Endpoint } from '#contracts/endpoint.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { defineLabels, fillLabel, useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { cartLabels } from '../labels.ts';
import { loginHref } from '#host/navigation.ts';
import { autoShipListEndpoint, orderHistoryEndpoint } from '#contracts/commerce.ts';
import { formatDate } from '#format/index.ts';
import { useStyles } from '#ui/use-styles.ts';
import { receiptPath } from '../cart-rules.ts';
import css from './order-history.css?inline';

/** A signed-in member's list page (auto-ships, order history): loading, login needed, error, empty, list. */
function AccountList<Item>({
  heading,
  endpoint,
  empty,
  children,
}: {
  heading: string;
  endpoint: Endpoint<Item[]>;
  empty: string;
  children: (items: Item[]) => ReactNode;
}) {
  const labels = useLabels(cartLabels);
  const { user, routes } = useHostConfig();
  const query = useQuery({ ...apiQueryOptions(useApiClient(), endpoint), enabled: Boolean(user) });
  const state = !user
    ? 'login'
    : query.isPending
      ? 'loading'
      : query.isError
        ? 'error'
        : query.data.length === 0
          ? 'empty'
          : 'ready';
  return (
    <div className="cmsb-cart" data-state={state}>
      <h2 className="cmsb-cart-heading">{heading}</h2>
      {state === 'login' && (
        <Alert type="info">
          {labels.loginRequired} <a href={loginHref(routes)}>{labels.logIn}</a>
        </Alert>
      )}
      {state === 'loading' && <Spinner />}
      {state === 'error' && <ErrorBanner message={failureText(classifyFailure(query.error), labels.loadError)} />}
      {state === 'empty' && <p>{empty}</p>}
      {state === 'ready' && query.data && children(query.data)}
    </div>
  );
}

/** /autoship-list: the member's auto-ship templates. */
export function AutoshipListPage() {
  const labels = useLabels(cartLabels);
  return (
    <AccountList heading={labels.autoshipListHeading} endpoint={autoShipListEndpoint} empty={labels.noAutoships}>
      {(templates) => (
        <ul className="cmsb-cart-autoships">
          {templates.map((template) => (
            <li key={template.id} className="cmsb-cart-autoship">
              <p className="cmsb-cart-autoship__title">
                {template.frequency === 'monthly' ? labels.monthly : labels.quarterly} · {template.status}
              </p>
              <p>
                {labels.nextShipDate}: {new Date(template.nextShipDate).toLocaleDateString()}
              </p>
              <ul>
                {template.items.map((item) => (
                  <li key={item.skuNumber}>
                    {item.qty} × {item.name} ({item.formattedPrice})
                  </li>
                ))}
              </ul>
              <p>
                {labels.total}: {template.formattedTotal}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AccountList>
  );
}

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

/** Order statuses as shoppers read them; hosts override any by key, e.g. "cart.orderStatus.placed". */
export const orderStatusLabels = defineLabels('cart.orderStatus', {
  placed: 'Placed',
  active: 'In progress',
});

/** The status's label, or the server's word made readable ('on_hold' → 'On hold') for one not listed. */
export function orderStatusText(status: string, labels: Readonly<Record<string, string>>): string {
  if (Object.prototype.hasOwnProperty.call(labels, status)) return labels[status] ?? status;
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
