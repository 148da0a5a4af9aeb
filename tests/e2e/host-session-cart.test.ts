import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CartSummary } from '#host/cart-summary.ts';
import { addItems, emptyCart } from './pages/cart.page.ts';
import { baseUrl, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts();

/** A fresh visitor; signed in as the customer (with an empty cart) when asked. */
async function visitor(signedIn: boolean): Promise<Page> {
  const context = await newContext(signedIn ? 'customer' : undefined);
  if (signedIn) await emptyCart(context);
  return context.newPage();
}

/** Opens `path`, counting the page's calls by method and path, and recording every cart-change event. */
async function open(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cartChanges: unknown[] };
    w.cartChanges = [];
    document.addEventListener('cms-blocks:cart-change', (event) => w.cartChanges.push((event as CustomEvent).detail));
  });
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
  return { count: (call: string) => calls.filter((c) => c === call).length };
}

const cartChanges = (page: Page) => page.evaluate(() => (window as unknown as { cartChanges: CartSummary[] }).cartChanges);
const block = (page: Page, name: string) => page.locator(`[data-block="${name}"]`);
const PRODUCT = '/p/lavender-essential-oil';

describe('a page config without `user`: the blocks learn the session', () => {
  it('treats a signed-in visitor as signed in, with one GET /api/session for the page', async () => {
    const page = await visitor(true);
    await addItems(page.context(), [{ skuNumber: 'TEA12', qty: 2 }]);
    const { count } = await open(page, `${PRODUCT}?user=omit&guestOrdering=off`);
    const cart = block(page, 'cart');
    await cart
      .getByRole('spinbutton', { name: /^Quantity of / })
      .first()
      .waitFor();
    expect(await cart.getByText('Please log in to check out.').count()).toBe(0);
    const top = block(page, 'product-detail-page-top');
    expect(await top.getByRole('radio', { name: /Subscribe & Save/ }).isEnabled()).toBe(true);
    expect(await top.getByText('Sign in to subscribe.').count()).toBe(0);
    // The header's cart shares what the page knows: no second session call.
    expect(await page.evaluate(() => window.CmsBlocks!.cart.get())).toMatchObject({ itemCount: 2 });
    expect(count('GET /api/session')).toBe(1);
  });

  it('treats a visitor without a session as a guest', async () => {
    const page = await visitor(false);
    const { count } = await open(page, `${PRODUCT}?user=omit&guestOrdering=off`);
    await block(page, 'cart').getByText('Please log in to check out.').waitFor();
    expect(count('GET /api/session')).toBe(1);
  });
});

describe('a store whose guests may not order (guestOrderingEnabled false)', () => {
  it('offers a guest a login in place of every Add to Cart, and adds nothing', async () => {
    const page = await visitor(false);
    const { count } = await open(page, `${PRODUCT}?guestOrdering=off`);
    const logIn = block(page, 'product-detail-page-top').getByRole('link', { name: 'Log in to buy' });
    expect(await logIn.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`${PRODUCT}?guestOrdering=off`).replace(/%2F/g, '/')}`,
    );
    expect(await page.getByRole('button', { name: /Add to Cart/ }).count()).toBe(0);
    await block(page, 'cart').getByText('Please log in to check out.').waitFor();
    expect(await page.evaluate(() => window.CmsBlocks!.cart.get())).toBeNull();
    expect(count('POST /api/cart/order/current/items') + count('GET /api/cart/order/current')).toBe(0);
    await logIn.click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

describe('window.CmsBlocks.cart', () => {
  it('answers on a page without any cart block, with one GET of the cart', async () => {
    const page = await visitor(true);
    await addItems(page.context(), [
      { skuNumber: 'LAV05', qty: 2 },
      { skuNumber: 'TEA12', qty: 1 },
    ]);
    const { count } = await open(page, '/contact');
    expect(await block(page, 'cart').count()).toBe(0);
    const summary = await page.evaluate(() => window.CmsBlocks!.cart.get());
    expect(summary).toEqual({ itemCount: 3, formattedTotal: expect.stringMatching(/^\$\d+\.\d\d$/) });
    expect(count('GET /api/cart/order/current')).toBe(1);
  });

  it('tells the host of an add once, with the total the mini cart settles on', async () => {
    const page = await visitor(true);
    await open(page, PRODUCT);
    const cart = block(page, 'cart');
    await cart.getByText('Your cart is empty.').waitFor();
    await expect.poll(async () => (await cartChanges(page)).map((change) => change.itemCount)).toEqual([0]);

    await block(page, 'product-detail-page-top').getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(async () => (await cartChanges(page)).length).toBe(2);
    const [, added] = await cartChanges(page);
    expect(added?.itemCount).toBe(1);
    // Told once the add had settled (tax and shipping calculated): the mini cart shows that same
    // total, the host's get() answers it, and nothing more is told.
    expect(await cart.locator('[data-row="total"]').innerText()).toContain(added?.formattedTotal);
    expect(await page.evaluate(() => window.CmsBlocks!.cart.get())).toEqual(added);
    expect(await cartChanges(page)).toHaveLength(2);
  });
});
