import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItems, emptyCart } from './pages/cart.page.ts';
import { baseUrl } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
let context: BrowserContext;
beforeEach(async () => {
  context = await newContext('customer');
  await emptyCart(context);
  await addItems(context, [{ skuNumber: 'LAV05', qty: 1 }]);
});
// note: registered after journeyContexts, so it runs while the context is still open
afterEach(async () => emptyCart(context));

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
