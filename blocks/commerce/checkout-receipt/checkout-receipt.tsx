import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import { apiQueryOptions } from '#api/query-options.ts';
import { receiptEndpoint, type Order } from '#contracts/commerce.ts';
import { useLabels } from '#host/labels.ts';
import { Alert } from '#ui/alert.tsx';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { Spinner } from '#ui/forms/spinner.tsx';
import { useStyles } from '#ui/use-styles.ts';
import css from './checkout-receipt.css?inline';
import { ContinueShoppingLink } from '../shared/continue-shopping-link.tsx';
import { receiptLabels } from './labels.ts';
import { ReceiptDetails } from './receipt-details.tsx';
import type { StoreUrls } from './receipt-notes.tsx';
import { receiptFailure, resolveOrderNumber, type ReceiptState } from './receipt-state.ts';
import { currencyForCountry } from '#format/money.ts';
import { useHostConfig } from '#host/host-context.tsx';
import { reportPurchaseWithConsent, type PurchaseReport } from '#host/purchase-event.ts';

export interface CheckoutReceiptProps extends Partial<StoreUrls> {
  /** The order to show; by default the page URL's `orderNumber` query parameter. */
  orderNumber?: string;
}

const DEFAULT_STORE_URLS: StoreUrls = {
  appStoreUrl: 'https://apps.apple.com/',
  googlePlayUrl: 'https://play.google.com/store/apps',
};

/** The receipt page: loads a placed order by its number and shows the order confirmation. */
export function CheckoutReceipt({ orderNumber: fromProps, appStoreUrl, googlePlayUrl }: CheckoutReceiptProps) {
  useStyles(css);
  const labels = useLabels(receiptLabels);
  const source = resolveOrderNumber(fromProps, window.location.search);
  const orderNumber = source.status === 'given' ? source.orderNumber : '';
  const query = useQuery({
    ...apiQueryOptions(useApiClient(), receiptEndpoint, { params: { orderNumber } }),
    enabled: source.status === 'given',
  });
  const shownNumber = query.data?.orderNumber ?? orderNumber;
  // An order the CMS names (a sample receipt) is nobody's purchase: only the order checkout sent the shopper to counts.
  const purchaseReport = usePurchaseReport(fromProps === undefined ? (query.data ?? null) : null, shownNumber);

  let state: ReceiptState;
  let body: ReactNode;
  if (source.status === 'missing') {
    state = 'missing';
    body = (
      <Alert type="info" className="cmsb-receipt__empty">
        <p>{labels.missingOrderNumber}</p>
        <ContinueShoppingLink label={labels.continueShopping} className="cmsb-receipt__continue" />
      </Alert>
    );
  } else if (source.status === 'invalid') {
    state = 'not-found';
    body = <Alert type="warning">{labels.notFound}</Alert>;
  } else if (query.data) {
    state = 'ready';
    body = (
      <ReceiptDetails
        order={query.data}
        orderNumber={shownNumber}
        storeUrls={{
          appStoreUrl: appStoreUrl ?? DEFAULT_STORE_URLS.appStoreUrl,
          googlePlayUrl: googlePlayUrl ?? DEFAULT_STORE_URLS.googlePlayUrl,
        }}
      />
    );
  } else if (query.isError) {
    const failure = receiptFailure(query.error, labels.unknownError);
    state = failure.state;
    body =
      failure.state === 'not-found' ? <Alert type="warning">{labels.notFound}</Alert> : <ErrorBanner message={failure.message} />;
  } else {
    state = 'loading';
    body = <Spinner label={labels.loading} size="large" className="cmsb-receipt__spinner" />;
  }

  return (
    // data-purchase-report: whether the site's analytics heard of this order, where hosts and tests can see it.
    <div className="cmsb-receipt" data-state={state} data-purchase-report={purchaseReport ?? undefined}>
      {body}
    </div>
  );
}

/**
 * Reports the shown order's purchase to the site's analytics (src/host/purchase-event.ts): its
 * number, total and currency only. Null while no order is shown; then what became of the report.
 */
function usePurchaseReport(order: Order | null, orderNumber: string): PurchaseReport | null {
  const { country } = useHostConfig();
  const [report, setReport] = useState<PurchaseReport | null>(null);
  const value = order?.orderTotals.total ?? null;
  const currency = currencyForCountry(country);
  useEffect(() => {
    if (value === null) return;
    return reportPurchaseWithConsent({ orderNumber, value, currency }, setReport);
  }, [orderNumber, value, currency]);
  return value === null ? null : report;
}
