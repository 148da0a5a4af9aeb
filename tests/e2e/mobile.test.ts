import { describe, expect, it } from 'vitest';
import { addItems, emptyCart } from './pages/cart.page.ts';
import { baseUrl, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

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

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

describe('narrow screens', () => {
  it.each([375, 320])('no demo page scrolls sideways at %i px', async (width) => {
    const context = await newContext('customer', { viewport: { width, height: 800 } });
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
