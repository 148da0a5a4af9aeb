import { useEffect, useState } from 'react';
import type { Order } from '../../../src/contracts/commerce.ts';
import { currencyForCountry } from '../../../src/format/money.ts';
import { useHostConfig } from '../../../src/host/host-context.tsx';
import { reportPurchaseWithConsent, type PurchaseReport } from '../../../src/host/purchase-event.ts';

/**
 * Reports the shown order's purchase to the site's analytics (src/host/purchase-event.ts): its
 * number, total and currency only. Null while no order is shown; then what became of the report.
 */
export function usePurchaseReport(order: Order | null, orderNumber: string): PurchaseReport | null {
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
