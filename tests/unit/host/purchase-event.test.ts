import { afterEach, describe, expect, it } from 'vitest';
import { recordConsent, withdrawConsent } from '#host/consent-record.ts';
import {
  PURCHASE_EVENT,
  REMEMBERED_PURCHASES,
  reportPurchase,
  reportPurchaseWithConsent,
  type PurchaseEventDetail,
  type PurchaseReport,
} from '#host/purchase-event.ts';
import { readStored, writeStored } from '#host/storage-keys.ts';

const ORDER: PurchaseEventDetail = { orderNumber: 'W00000042', value: 100.04, currency: 'USD' };
const NONE = { preferences: false, analytics: false, marketing: false };

const listeners: (() => void)[] = [];

/** The purchase events the document hears from now on. */
function heard(): PurchaseEventDetail[] {
  const events: PurchaseEventDetail[] = [];
  const listen = (event: Event) => events.push((event as CustomEvent<PurchaseEventDetail>).detail);
  document.addEventListener(PURCHASE_EVENT, listen);
  listeners.push(() => document.removeEventListener(PURCHASE_EVENT, listen));
  return events;
}
afterEach(() => {
  for (const stop of listeners.splice(0)) stop();
  localStorage.clear();
});

describe('the purchase event', () => {
  it('is not sent before the visitor decides, nor when they refuse analytics, and nothing is remembered', () => {
    const events = heard();
    expect(reportPurchase(ORDER)).toBe('waiting-for-consent');
    recordConsent({ ...NONE, marketing: true }, 1);
    expect(reportPurchase(ORDER)).toBe('waiting-for-consent');
    expect(events).toEqual([]);
    expect(readStored('purchasesReported')).toBeUndefined();
  });

  it('is sent once per order with analytics consent: number, value and currency only', () => {
    recordConsent({ ...NONE, analytics: true }, 1);
    const events = heard();
    expect(reportPurchase(ORDER)).toBe('sent');
    expect(reportPurchase(ORDER)).toBe('sent-before');
    expect(reportPurchase({ ...ORDER, orderNumber: 'W00000043' })).toBe('sent');
    expect(events).toEqual([ORDER, { ...ORDER, orderNumber: 'W00000043' }]);
    expect(readStored('purchasesReported')).toEqual(['W00000042', 'W00000043']);
  });

  it('stays sent once after the visitor withdraws their consent', () => {
    recordConsent({ ...NONE, analytics: true }, 1);
    reportPurchase(ORDER);
    withdrawConsent();
    const events = heard();
    expect(reportPurchase(ORDER)).toBe('sent-before');
    expect(events).toEqual([]);
  });

  it(`remembers the last ${REMEMBERED_PURCHASES} orders and ignores a malformed record`, () => {
    recordConsent({ ...NONE, analytics: true }, 1);
    writeStored('purchasesReported', ['W1', 42, null]);
    expect(reportPurchase(ORDER)).toBe('sent');
    expect(readStored('purchasesReported')).toEqual(['W1', 'W00000042']);

    const many = Array.from({ length: REMEMBERED_PURCHASES }, (_, index) => `W${index}`);
    writeStored('purchasesReported', many);
    reportPurchase(ORDER);
    expect(readStored('purchasesReported')).toEqual([...many.slice(1), 'W00000042']);
  });
});

describe('reporting a purchase as soon as consent allows it', () => {
  it('waits for analytics consent, then sends once, whatever changes next', () => {
    const events = heard();
    const reports: PurchaseReport[] = [];
    reportPurchaseWithConsent(ORDER, (report) => reports.push(report));
    recordConsent({ ...NONE, preferences: true }, 1);
    expect(events).toEqual([]);

    recordConsent({ ...NONE, analytics: true }, 1);
    recordConsent({ ...NONE, analytics: true, marketing: true }, 1);
    expect(events).toEqual([ORDER]);
    expect(reports).toEqual(['waiting-for-consent', 'sent']);
  });

  it('sends nothing once stopped', () => {
    const events = heard();
    const stop = reportPurchaseWithConsent(ORDER, () => undefined);
    stop();
    recordConsent({ ...NONE, analytics: true }, 1);
    expect(events).toEqual([]);
  });
});
