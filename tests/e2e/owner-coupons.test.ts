import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItems, api, CartPage, emptyCart } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const SETTINGS = '/api/v2/pws/coupons/current-user-pws-profile/coupon-settings';

const { newContext } = journeyContexts();
let context: BrowserContext;
let original: unknown;
beforeEach(async () => {
  context = await newContext('distributor');
  original = (await api(context, 'GET', SETTINGS)).body.data;
  await emptyCart(context);
});
// note: registered after journeyContexts, so it runs while the context is still open
afterEach(async () => {
  // The server is shared by the e2e files: the site's coupons and the cart go back as they were.
  expect((await api(context, 'PUT', SETTINGS, original)).status).toBe(200);
  await emptyCart(context);
});

const row = (page: Page, code: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code }) });

describe('coupon owner controls', () => {
  it('gives a code its PWS prefix, refuses an over-long one, and the saved code applies in the cart', async () => {
    const page = await context.newPage();
    const problems = await watchProblems(page);
    await page.goto(new URL('/owner/coupons', baseUrl()).href);
    await waitForSettledSlots(page);
    const block = page.locator('.cmsb-coupon-owner');
    await block.locator('table').waitFor();
    await expectNoAxeViolations(page);

    await row(page, 'PWSWELCOME').getByRole('button', { name: 'Customise code PWSWELCOME' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your code for coupon PWSWELCOME' });
    const field = dialog.getByRole('textbox', { name: 'Coupon code' });
    await field.fill('');
    await field.pressSequentially('spring');
    expect(await field.inputValue()).toBe('PWSSPRING');

    await field.pressSequentially('timesale2026xx');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The code can have at most 20 characters.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await field.fill('spring');
    expect(await field.inputValue()).toBe('PWSSPRING');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Your changes have been saved.').waitFor();
    expect(await row(page, 'PWSWELCOME').getByRole('cell').nth(2).textContent()).toBe('PWSSPRING');
    expect(problems.errors).toEqual([]);

    await addItems(context, [{ skuNumber: 'LAV05', qty: 1 }]);
    const cart = new CartPage(page);
    await cart.open();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('pwsspring');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('[data-row="couponDiscount"]').waitFor();
    expect(await page.locator('[data-row="couponDiscount"]').textContent()).toMatch(/Coupon Discount.*−\$/);
    // The coupon stays on a cart: later journeys on this account's cart must not see it.
    await page.getByRole('button', { name: 'Remove coupon' }).click();
    await page.locator('[data-row="couponDiscount"]').waitFor({ state: 'detached' });
  });
});
