import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addItems, api, CartPage } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
let context: BrowserContext;

const ITEMS_PATH = '/api/cart/order/current/items';

/** Opens a product page as a new visitor, counting the requests that change the cart's items. */
async function openProduct(detailPage: string): Promise<{ page: Page; itemUpdates: () => number }> {
  context = await newContext();
  const page = await context.newPage();
  let updates = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === ITEMS_PATH) updates += 1;
  });
  await page.goto(new URL(`/p/${detailPage}`, baseUrl()).href);
  await waitForSettledSlots(page);
  return { page, itemUpdates: () => updates };
}

async function cartLines(): Promise<[string, number][]> {
  const { body } = await api(context, 'GET', '/api/cart/order/current');
  return (body.data as { items: { skuNumber: string; qty: number }[] }).items.map((item) => [item.skuNumber, item.qty]);
}

describe('quantity on a product page', () => {
  it("refuses 'abc': the message shows, focus goes back to the field and nothing is added", async () => {
    const { page, itemUpdates } = await openProduct('lavender-essential-oil');
    const form = page.locator('[data-block="product-detail-page-top"]');
    const quantity = form.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('abc');
    await form.getByText('Please enter a whole number.').waitFor();
    expect(await quantity.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => quantity.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(itemUpdates()).toBe(0);
    expect(await cartLines()).toEqual([]);
  });

  it('steps with + and adds that many; more than 200 is refused in the browser', async () => {
    const { page, itemUpdates } = await openProduct('lavender-essential-oil');
    const form = page.locator('[data-block="product-detail-page-top"]');
    const quantity = form.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('201');
    await form.getByText('Please enter a quantity from 1 to 200.').waitFor();
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    expect(itemUpdates()).toBe(0);

    await quantity.fill('1');
    await form.getByRole('button', { name: 'Increase Quantity' }).click();
    expect(await quantity.inputValue()).toBe('2');
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(cartLines).toEqual([['LAV05', 2]]);
  });
});

describe('quantity in the cart', () => {
  it('names the quantity and remove controls of two options of one product apart, and steps one of them', async () => {
    context = await newContext();
    const cart = new CartPage(await context.newPage());
    await addItems(context, [
      { skuNumber: 'LAV05', qty: 2 },
      { skuNumber: 'LAV15', qty: 1 },
    ]);
    await cart.open();
    for (const option of ['5 mL', '15 mL']) {
      expect(await cart.quantity(`Lavender Essential Oil, ${option}`).count()).toBe(1);
      expect(await cart.removeButton(`Lavender Essential Oil, ${option}`).count()).toBe(1);
    }
    expect(await cart.quantity('Lavender Essential Oil, 5 mL').inputValue()).toBe('2');
    expect(await cart.quantity('Lavender Essential Oil, 15 mL').inputValue()).toBe('1');
    expect(await cart.line('15 mL').getByText('Line total: $29.00').isVisible()).toBe(true);
    await expectNoAxeViolations(cart.page);

    await cart.page.getByRole('button', { name: 'Increase Quantity of Lavender Essential Oil, 15 mL', exact: true }).click();
    await cart.line('15 mL').getByText('Line total: $58.00').waitFor();
    expect(await cartLines()).toEqual([
      ['LAV05', 2],
      ['LAV15', 2],
    ]);

    await cart.removeButton('Lavender Essential Oil, 5 mL').click();
    await cart.quantity('Lavender Essential Oil, 5 mL').waitFor({ state: 'detached' });
    expect(await cartLines()).toEqual([['LAV15', 2]]);
  });
});
