import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
let context: BrowserContext;

/** Opens a product page as a new visitor, counting the loads of the current order. */
async function openProduct(detailPage: string): Promise<{ page: Page; orderLoads: () => number }> {
  context = await newContext();
  const page = await context.newPage();
  let loads = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/cart/order/current') loads += 1;
  });
  await page.goto(new URL(`/p/${detailPage}`, baseUrl()).href);
  await waitForSettledSlots(page);
  return { page, orderLoads: () => loads };
}

const block = (page: Page, name: string) => page.locator(`[data-block="${name}"]`);

describe('product page', () => {
  it('shows the server prices in the store currency in its one buy box and has no axe violations', async () => {
    const { page } = await openProduct('lavender-essential-oil');
    await block(page, 'product-detail-page-top').getByText('$12.50').first().waitFor();
    expect(await page.locator('[data-block="add-to-cart"], [data-block="product-gallery"]').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('shows the chosen option’s images', async () => {
    const { page } = await openProduct('lavender-essential-oil');
    const top = block(page, 'product-detail-page-top');
    const mainImage = () => top.locator('img').first().getAttribute('src');
    expect(await mainImage()).toContain('lavender-5ml');
    await top.getByRole('button', { name: '15 mL' }).click();
    await expect.poll(mainImage).toContain('lavender-15ml');
  });

  it('adds twice and the cart island on the page shows quantity 2, with no second load of the order', async () => {
    const { page, orderLoads } = await openProduct('peppermint-essential-oil');
    const add = block(page, 'product-detail-page-top').getByRole('button', { name: 'Add to Cart' });
    await add.click();
    const quantity = block(page, 'cart').getByRole('spinbutton', { name: 'Quantity of Peppermint Essential Oil, 5 mL' });
    await quantity.waitFor();
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    expect(orderLoads()).toBe(1);
  });

  it('sends the donation amount, and offers no Subscribe & Save for a donation', async () => {
    const { page } = await openProduct('kids-foundation-donation');
    const form = block(page, 'product-detail-page-top');
    await form.getByLabel(/Amount/).fill('25');
    expect(await form.getByText('Subscribe & Save').count()).toBe(0);
    await form.getByRole('button', { name: 'Add to Cart' }).click();
    await block(page, 'cart').getByText('Kids Foundation donation').first().waitFor();
    const { body } = await api(context, 'GET', '/api/cart/order/current');
    const lines = (body.data as { items: { skuNumber: string; price: number }[] }).items;
    expect(lines.find((line) => line.skuNumber === 'KFCSH')?.price).toBe(25);
  });
});

describe('product blocks side by side (/blocks)', () => {
  it('switches the gallery when a SKU is chosen in another block of the same product', async () => {
    context = await newContext();
    const page = await context.newPage();
    await page.goto(new URL('/blocks', baseUrl()).href);
    await waitForSettledSlots(page);
    const gallery = block(page, 'product-gallery');
    const mainImage = () => gallery.locator('img').first().getAttribute('src');
    expect(await mainImage()).toContain('lavender-5ml');
    await block(page, 'product-detail-page-top').getByRole('button', { name: '15 mL' }).click();
    await expect.poll(mainImage).toContain('lavender-15ml');
  });
});

describe('catalogue pages', () => {
  it.each(['/products', '/quick-shop'])('%s mounts its block with no axe violation', async (path) => {
    context = await newContext();
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl()).href);
    await waitForSettledSlots(page);
    expect(await page.locator('[data-block][data-block-state="mounted"]').count()).toBe(1);
    await page
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it('pages through all products and filters by category', async () => {
    context = await newContext();
    const page = await context.newPage();
    await page.goto(new URL('/products', baseUrl()).href);
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await page.getByLabel('Category').selectOption('Skin Care');
    await page.getByText('Citrus Body Wash').first().waitFor();
    expect(await page.getByText('Lavender Essential Oil').count()).toBe(0);
  });
});
