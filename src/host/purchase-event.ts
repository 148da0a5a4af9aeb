import { allowed, onConsentChange } from './consent.ts';
import { readStored, writeStored } from './storage-keys.ts';

/**
 * The analytics event of a placed order (commerce spec 7, accounts-and-sites spec 7: "Third-party
 * analytics events are also sent on purchase."): dispatched on the document for the host, which
 * passes it to the site's analytics tag, as hosts already load that tag (docs/host-contract.md, "Events": the consent example).
 */
export const PURCHASE_EVENT = 'cms-blocks:purchase';

/** What the site's analytics hears of an order: no name, address, email or card of the shopper. */
export interface PurchaseEventDetail {
  orderNumber: string;
  /** The order's total, in `currency`. */
  value: number;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
}

/**
 * `sent`: dispatched now. `sent-before`: this device already reported the order (a reloaded
 * receipt). `waiting-for-consent`: the visitor has not allowed analytics (yet).
 */
export type PurchaseReport = 'sent' | 'sent-before' | 'waiting-for-consent';

/** Enough for any shopper's recent receipts; the oldest are forgotten first. */
export const REMEMBERED_PURCHASES = 50;

function reportedOrders(): string[] {
  const stored = readStored('purchasesReported');
  return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** Tells the host about the purchase once per order on this device, and only with the visitor's analytics consent. */
export function reportPurchase(detail: PurchaseEventDetail, doc: Document = document): PurchaseReport {
  const reported = reportedOrders();
  if (reported.includes(detail.orderNumber)) return 'sent-before';
  if (!allowed('analytics')) return 'waiting-for-consent';
  // note: remembered before the dispatch: a host listener that throws must not make a reload send it again.
  writeStored('purchasesReported', [...reported, detail.orderNumber].slice(-REMEMBERED_PURCHASES));
  doc.dispatchEvent(new CustomEvent<PurchaseEventDetail>(PURCHASE_EVENT, { detail: { ...detail } }));
  return 'sent';
}

/**
 * Reports the purchase now, or, while the visitor has not allowed analytics, as soon as they do
 * (the cookie bar may still be open on the receipt). `onReport` hears each outcome; the returned
 * function stops waiting.
 */
export function reportPurchaseWithConsent(
  detail: PurchaseEventDetail,
  onReport: (report: PurchaseReport) => void,
  doc: Document = document,
): () => void {
  const first = reportPurchase(detail, doc);
  onReport(first);
  if (first !== 'waiting-for-consent') return () => undefined;
  const stop = onConsentChange(({ categories }) => {
    if (!categories.analytics) return;
    stop();
    onReport(reportPurchase(detail, doc));
  }, doc);
  return stop;
}
