import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Order } from '#contracts/commerce.ts';
import { api, emptyCart } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
let context: BrowserContext;

/** Turns the session's auto-ship off again: later files share this account's cart. */
async function autoShipOff(): Promise<void> {
  await context.request.fetch(new URL('/api/cart/order/current', baseUrl()).href, {
    method: 'PATCH',
    headers: { Origin: new URL(baseUrl()).origin },
    data: { isAutoShip: false },
  });
}

async function openProduct(detailPage: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(`/p/${detailPage}`, baseUrl()).href);
  await waitForSettledSlots(page);
  return page;
}

const detailTop = (page: Page) => page.locator('[data-block="product-detail-page-top"]');

describe('Subscribe & Save', () => {
  it('adds with monthly auto-ship for a signed-in customer, and the order takes the 10% off', async () => {
    context = await newContext('customer');
    await emptyCart(context);
    await autoShipOff();
    try {
      const page = await openProduct('lavender-essential-oil');
      const top = detailTop(page);
      const options = top.getByRole('group', { name: 'Purchase option' });
      await options.waitFor();
      expect(await options.getByRole('radio', { name: 'One-time purchase' }).isChecked()).toBe(true);
      await options.getByText('$11.25').waitFor();
      await expectNoAxeViolations(page);

      await options.getByRole('radio', { name: 'Subscribe & Save' }).check();
      await top.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByText('Added to cart.').waitFor();

      const { body } = await api(context, 'GET', '/api/cart/order/current');
      const order = body.data as Order;
      expect(order.items.map((item) => [item.skuNumber, item.qty])).toEqual([['LAV05', 1]]);
      expect(order.shipping.data).toMatchObject({ isAutoShip: true, autoShipIsMonthly: true });
      expect(order.orderTotals).toMatchObject({ subTotal: 12.5, discount: 1.25 });
    } finally {
      await autoShipOff();
      await emptyCart(context);
    }
  });

  it('offers a guest the choice disabled, with the hint to sign in', async () => {
    context = await newContext();
    const page = await openProduct('lavender-essential-oil');
    const subscribe = detailTop(page).getByRole('radio', { name: 'Subscribe & Save' });
    await subscribe.waitFor();
    expect(await subscribe.isDisabled()).toBe(true);
    await detailTop(page).getByText('Sign in to subscribe.').waitFor();
    await expectNoAxeViolations(page);
  });

  it('offers no purchase option on the donation page', async () => {
    context = await newContext('customer');
    const page = await openProduct('kids-foundation-donation');
    await detailTop(page)
      .getByLabel(/Amount/)
      .waitFor();
    expect(await detailTop(page).getByRole('group', { name: 'Purchase option' }).count()).toBe(0);
    expect(await detailTop(page).getByRole('radio').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
