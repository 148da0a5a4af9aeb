import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, emptyCart, logIn } from './pages/cart.page.ts';
import { baseUrl, launchBrowser } from './support/browser.ts';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext();
  await logIn(context, 'customer', 'customer_123');
  await emptyCart(context);
  await addItems(context, [{ skuNumber: 'LAV05', qty: 1 }]);
});
afterAll(async () => {
  await emptyCart(context);
  await browser.close();
});

describe("a host's own routes", () => {
  it('are where the blocks link: the page config names them', async () => {
    const page = await context.newPage();
    await page.goto(new URL('/host-routes', baseUrl()).href);
    const viewCart = page.getByRole('link', { name: 'View cart' });
    await viewCart.waitFor();
    expect(await viewCart.getAttribute('href')).toBe('/cart#/items');
    expect(await page.getByRole('link', { name: /^Lavender Essential Oil/ }).getAttribute('href')).toBe(
      '/p/lavender-essential-oil?from=mini-cart',
    );

    await viewCart.click();
    await page.getByRole('heading', { name: 'Items' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/cart#/items');
  });
});
