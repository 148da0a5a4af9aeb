import type { ReactNode } from 'react';
import type { Order } from '../../../../src/contracts/commerce.ts';
import { removeStored } from '../../../../src/host/storage-keys.ts';
import { fillLabel, useLabels } from '../../../../src/host/labels.ts';
import { useHostConfig } from '../../../../src/host/host-context.tsx';
import { formatMoney } from '../../../../src/format/money.ts';
import { Alert } from '../../../../src/ui/alert.tsx';
import { ErrorBanner } from '../../../../src/ui/error-banner.tsx';
import { Spinner } from '../../../../src/ui/spinner.tsx';
import { useCart } from '../cart-context.tsx';
import { cartLabels } from '../labels.ts';

/**
 * What every cart page shares: its heading, the load states, the error banner (shown only with
 * the cart loaded, an error and the banner not closed) and the guest-limit notice. The page's own
 * content renders only once the order is there.
 */
export function CartFrame({ heading, children }: { heading: string; children: (order: Order) => ReactNode }) {
  const { status, order, state, dispatch, overGuestLimit } = useCart();
  const labels = useLabels(cartLabels);
  const config = useHostConfig();

  return (
    <div className="cmsb-cart" data-state={status}>
      <h2 className="cmsb-cart-heading">{heading}</h2>
      {status === 'loading' && <Spinner label={labels.loading} />}
      {status === 'guestsNotAllowed' && (
        <Alert type="info">
          {labels.guestsNotAllowed} <a href={`/login?redirect=${encodeURIComponent(window.location.pathname)}`}>{labels.logIn}</a>
        </Alert>
      )}
      {status === 'unauthorized' && <p className="cmsb-cart-not-authorized">{labels.notAuthorized}</p>}
      {status === 'error' && <Alert type="error">{state.error ?? labels.loadError}</Alert>}
      {order && state.error && !state.errorHidden && (
        <ErrorBanner
          message={state.error}
          onClose={() => {
            removeStored('paymentError');
            dispatch({ type: 'closeError' });
          }}
        />
      )}
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
