import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addItems, api, CartPage, emptyCart } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

/** The first line of the address the session's cart ships to: the customer's saved one unless a test changed it. */
async function shipAddressLine(session: BrowserContext): Promise<string> {
  const { body } = await api(session, 'GET', '/api/cart/order/current');
  const line = (body.data as { shipping: { data: { shipAddress: { addressLine1: string | null } | null } } }).shipping.data
    .shipAddress?.addressLine1;
  if (!line) throw new Error('the customer has no ship address to order to');
  return line;
}

describe('checkout receipt', () => {
  it.each([
    ['wide', { width: 1280, height: 900 }],
    ['320 px', { width: 320, height: 800 }],
  ])('shows where the order ships, the card and Continue shopping once paid (%s)', async (_, viewport) => {
    const context = await newContext('customer', { viewport });
    await emptyCart(context);
    await addItems(context, [{ skuNumber: 'PEP05', qty: 1 }]);
    const shipsTo = await shipAddressLine(context);
    const cart = new CartPage(await context.newPage());
    await cart.open('/payment');
    await cart.fillCard('4242 4242 4242 4242');
    await cart.placeOrderButton().click();
    await cart.waitForReceipt();

    const page = cart.page;
    await page.getByRole('heading', { level: 2, name: 'Order Confirmation' }).waitFor();
    const shipping = page.locator('[data-part="shipping"]');
    expect(await shipping.getByRole('heading', { level: 3 }).textContent()).toBe('Shipping Address');
    expect(await shipping.locator('address').innerText()).toContain(shipsTo);
    expect(await page.getByText('Card ending in 4242').isVisible()).toBe(true);
    const continueShopping = page.getByRole('link', { name: 'Continue shopping' });
    expect(await continueShopping.getAttribute('href')).toBe('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);

    await continueShopping.click();
    await page.waitForURL(new URL('/', baseUrl()).href);
  });

  it('offers Continue shopping in an info notice where no order number was given', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(new URL('/checkout/receipt', baseUrl()).href);
    const notice = page.locator('.cmsb-receipt[data-state="missing"]').getByRole('status');
    await notice.getByText('No order number was given.').waitFor();
    expect(await notice.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
  });
});
