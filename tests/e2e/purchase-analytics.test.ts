import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../server/db/seed-users.ts';
import { addItems, api, CartPage, emptyCart } from './pages/cart.page.ts';
import { watchProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';
import type { CookieChoices } from './support/cookie-consent.ts';

const { newContext } = journeyContexts();

const TRACKING = '/api/v2/rcm-ga/demo';
const TRACKING_ID = 'G-E2E12345';
const ANALYTICS_ALLOWED: CookieChoices = { preferences: false, analytics: true, marketing: false };

/** What the stand-in analytics tag sent from this page (server/pages/analytics-tag.ts). */
interface Hit {
  trackingId: string;
  entry: { event?: string };
}

/** The site's analytics: its owner saves a tracking ID (created, or updated when an earlier file created it). */
async function saveTrackingId(owner: BrowserContext): Promise<void> {
  const body = { trackingId: TRACKING_ID, userId: '1002', isEmployee: false };
  const existing = (await api(owner, 'GET', TRACKING)).body.data as unknown[];
  const { status } = await api(owner, existing.length === 0 ? 'POST' : 'PATCH', TRACKING, body);
  if (status !== 200) throw new Error(`saving the tracking ID failed with ${status}`);
}

/** Places an order of one product as the customer and waits for the receipt; answers its number. */
async function placeOrder(shopper: BrowserContext): Promise<{ cart: CartPage; orderNumber: string }> {
  await emptyCart(shopper);
  await addItems(shopper, [{ skuNumber: 'PEP05', qty: 1 }]);
  const cart = new CartPage(await shopper.newPage());
  await cart.open('/payment');
  await cart.fillCard('4242 4242 4242 4242');
  await cart.placeOrderButton().click();
  return { cart, orderNumber: await cart.waitForReceipt() };
}

const receiptReport = (page: Page, report: string) => page.locator(`.cmsb-receipt[data-purchase-report="${report}"]`).waitFor();

/** Waits until the tag has loaded, then answers the hits it has sent from this page. */
async function tagHits(page: Page): Promise<Hit[]> {
  await page.waitForFunction(() => document.documentElement.dataset.analyticsTag !== undefined);
  return JSON.parse((await page.evaluate(() => document.documentElement.dataset.analyticsHits)) ?? '[]') as Hit[];
}

const purchases = (hits: Hit[]) => hits.filter((hit) => hit.entry.event === 'purchase');

beforeAll(async () => {
  await saveTrackingId(await newContext('distributor'));
});

describe("the site's analytics on a placed order", () => {
  it('hears one purchase with the order number, total and currency, nothing personal, and none again on reload', async () => {
    const shopper = await newContext('customer', { cookies: ANALYTICS_ALLOWED });
    const { cart, orderNumber } = await placeOrder(shopper);
    const page = cart.page;
    const problems = await watchProblems(page);
    await receiptReport(page, 'sent');
    await page.waitForFunction(() => (document.documentElement.dataset.analyticsHits ?? '').includes('"purchase"'));
    const { body } = await api(shopper, 'GET', `/api/cart/orders/${orderNumber}`);
    const total = (body.data as { orderTotals: { total: number } }).orderTotals.total;

    const hits = await tagHits(page);
    expect(purchases(hits)).toEqual([
      { trackingId: TRACKING_ID, entry: { event: 'purchase', transaction_id: orderNumber, value: total, currency: 'USD' } },
    ]);
    const customer = demoUsers.find((user) => user.username === 'customer');
    const sent = JSON.stringify(hits).toLowerCase();
    for (const personal of [customer?.email, customer?.firstName, customer?.lastName, customer?.username, 'casey customer']) {
      expect(sent).not.toContain(String(personal).toLowerCase());
    }

    await page.reload();
    // The receipt decided before any hit could follow: it has sent this order before.
    await receiptReport(page, 'sent-before');
    expect(purchases(await tagHits(page))).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it('hears nothing while the shopper refuses analytics', async () => {
    const shopper = await newContext('customer');
    const { cart } = await placeOrder(shopper);
    await receiptReport(cart.page, 'waiting-for-consent');
    expect(await cart.page.evaluate(() => document.documentElement.dataset.analyticsTag ?? null)).toBeNull();
    expect(await cart.page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
  });
});
