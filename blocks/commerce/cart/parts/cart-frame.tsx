import { useEffect, type ReactNode } from 'react';
import type { Order } from '#contracts/commerce.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { formatMoney } from '#format/money.ts';
import { Alert } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useCart } from '../cart-context.tsx';
import { cartLabels } from '../labels.ts';
import { loginHref } from '#host/navigation.ts';

/**
 * What every cart page shares: its heading, the load states, the error banner and the guest-limit
 * notice. The page's own content renders only once the order is there.
 */
export function CartFrame({
  heading,
  errorBanner = 'frame',
  children,
}: {
  heading: string;
  /** 'page': the page places PageErrorBanner itself, next to its form; by default it shows above the page. */
  errorBanner?: 'frame' | 'page';
  children: (order: Order) => ReactNode;
}) {
  const { status, order, loadError, overGuestLimit, clearError } = useCart();
  const labels = useLabels(cartLabels);
  const config = useHostConfig();

  // Every cart page renders this frame: leaving one (any in-cart route change) clears its error.
  useEffect(() => clearError, [clearError]);

  return (
    <div className="cmsb-cart" data-state={status}>
      <h2 className="cmsb-cart-heading">{heading}</h2>
      {status === 'loading' && <Spinner label={labels.loading} />}
      {status === 'guestsNotAllowed' && (
        <Alert type="info">
          {labels.guestsNotAllowed} <a href={loginHref(config.routes)}>{labels.logIn}</a>
        </Alert>
      )}
      {/* The spec's 'Unauthorized' snackbar is this alert's title: errors never show as toasts (docs/spec-departures.md). */}
      {status === 'unauthorized' && (
        <Alert type="error" title={labels.unauthorized}>
          <p>{labels.notAuthorized}</p>
          <p>
            <a href={loginHref(config.routes)}>{labels.logIn}</a>
          </p>
        </Alert>
      )}
      {status === 'error' && <ErrorBanner message={loadError} />}
      {errorBanner === 'frame' && <PageErrorBanner />}
      {order && overGuestLimit && order.guestOrderLimit !== null && (
        <Alert type="warning">
          {fillLabel(labels.guestLimit, {
            amount: formatMoney(order.guestOrderLimit, { country: config.country, locale: config.locale }),
          })}
        </Alert>
      )}
      {order && children(order)}
    </div>
  );
}

/**
 * The cart page's one error region, shown only with the cart loaded and an error to show (commerce
 * spec 2). CartFrame places it above the page; a page with a form places it next to that form.
 */
export function PageErrorBanner() {
  const { order, error, clearError } = useCart();
  if (!order || !error) return null;
  return <ErrorBanner message={error} onClose={clearError} />;
}
