import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addItems, emptyCart, logIn } from './pages/cart.page.ts';
import { baseUrl, launchBrowser, waitForSettledSlots } from './support/browser.ts';

/** Every demo page a shopper reaches, the cart's own routes included. */
const PAGES = [
  '/',
  '/blocks',
  '/products',
  '/quick-shop',
  '/p/lavender-essential-oil',
  '/cart#/my-cartv2',
  '/cart#/order-preview',
  '/cart#/payment',
  '/cart#/order-history',
  '/cart#/autoship-list',
  '/checkout/receipt?orderNumber=W00000001',
  '/demo/broken',
];

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => context.close());
afterAll(async () => browser.close());

describe('narrow screens', () => {
  it.each([375, 320])('no demo page scrolls sideways at %i px', async (width) => {
    context = await browser.newContext({ viewport: { width, height: 800 } });
    await logIn(context, 'customer', 'customer_123');
    await emptyCart(context);
    await addItems(context, [{ skuNumber: 'LAV05', qty: 1 }]);
    const page = await context.newPage();
    const wide: string[] = [];
    for (const path of PAGES) {
      await page.goto(new URL(path, baseUrl()).href);
      await waitForSettledSlots(page);
      // Lists and tables arrive after mount; give them their data before measuring.
      await page.waitForLoadState('networkidle');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wide.push(`${path}: ${scrollWidth}px`);
    }
    expect(wide).toEqual([]);
  });
});
