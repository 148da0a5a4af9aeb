import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addItems, emptyCart } from './pages/cart.page.ts';
import { PaymentPage } from './pages/payment.page.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
const DECLINED = '4000 0000 0000 0002';
const CHALLENGE = '4000 0025 0000 3155';

let context: BrowserContext;

/** A signed-in customer on the payment page with one item in the cart. */
async function payment(viewport = { width: 1280, height: 900 }): Promise<PaymentPage> {
  context = await newContext('customer', { viewport });
  await emptyCart(context);
  await addItems(context, [{ skuNumber: 'PEP05', qty: 1 }]);
  const page = new PaymentPage(await context.newPage());
  await page.open('/payment');
  await page.page.getByRole('button', { name: /^Place Order · \$\d+\.\d\d$/ }).waitFor();
  return page;
}

async function declined(): Promise<PaymentPage> {
  const page = await payment();
  await page.fillCard(DECLINED);
  await page.placeOrderButton().click();
  await page.errorRegions().getByText('Your card was declined.').waitFor();
  return page;
}

describe('checkout errors', () => {
  it.each([
    ['wide', { width: 1280, height: 900 }],
    ['320 px', { width: 320, height: 800 }],
  ])('keeps the card fields in one order on screen and for Tab (%s): number, expiry, CVV, name', async (_, viewport) => {
    const page = await payment(viewport);
    const ids = await page.controlIds();
    expect(await page.tabOrderFromCardNumber(ids.length)).toEqual(ids);
    expect(await page.visualOrder()).toEqual(ids);
  });

  it('shows a decline in exactly one error region, announced and focused, with no error toast', async () => {
    const page = await declined();
    expect(await page.errorRegions().count()).toBe(1);
    expect(await page.alerts().count()).toBe(1);
    expect(await page.alerts().first().textContent()).toContain('Your card was declined.');
    await page.page.waitForFunction(() => document.activeElement?.classList.contains('cmsb-error-banner'));
    expect(await page.errorRegionHasFocus()).toBe(true);
    expect(await page.toasts().count()).toBe(0);
    expect(await page.page.getByText('Order error.').count()).toBe(0);
    expect(await page.cardForm().evaluate((form) => form.previousElementSibling?.classList.contains('cmsb-error-banner'))).toBe(
      true,
    );
    await expectNoAxeViolations(page.page);
  });

  it('removes the old error when the shopper tries again, and checks the card fields instead', async () => {
    const page = await declined();
    const number = page.page.getByLabel('Card Number');
    await number.fill('4242 4242');
    await page.placeOrderButton().click();
    await page.errorRegions().waitFor({ state: 'detached' });
    expect(await page.alerts().count()).toBe(0);
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await page.activeId()).toBe(await number.getAttribute('id'));
  });

  it('leaves no old error on the 3-D Secure page, and shows a failed challenge in the one region', async () => {
    const page = await declined();
    await page.page.getByLabel('Card Number').fill(CHALLENGE);
    await page.placeOrderButton().click();
    await page.page.getByRole('button', { name: 'Fail authentication' }).waitFor();
    expect(await page.errorRegions().count()).toBe(0);
    expect(await page.alerts().count()).toBe(0);

    await page.page.getByRole('button', { name: 'Fail authentication' }).click();
    await page.page.waitForURL(/showMessageCreditCardCouldNotBeAuthenticated=1#\/payment$/);
    const region = page.errorRegions();
    await region.getByText('Your card could not be authenticated. Please try again or use another card.').waitFor();
    expect(await region.count()).toBe(1);
    expect(await page.alerts().count()).toBe(1);
    expect(await page.toasts().count()).toBe(0);
  });

  it("shows the amount and the card's last four on the 3-D Secure page, its two answers even at 375 and 320 px", async () => {
    const page = await payment({ width: 375, height: 800 });
    const total = await page.placeOrderTotal();
    expect(total).toMatch(/^\$\d+\.\d\d$/);
    await page.fillCard(CHALLENGE);
    await page.placeOrderButton().click();
    const [authenticate, fail] = page.challengeButtons();
    await fail!.waitFor();
    expect(await page.challengeTerms()).toEqual([`Amount: ${total}`, 'Card: Visa ending in 3155']);

    for (const width of [375, 320]) {
      await page.page.setViewportSize({ width, height: 800 });
      expect(await page.scrollsSideways()).toBe(false);
      const a = (await authenticate!.boundingBox())!;
      const b = (await fail!.boundingBox())!;
      expect(Math.abs(a.width - b.width)).toBeLessThan(1);
      const oneRow = Math.abs(a.y - b.y) < 1;
      const stacked = Math.abs(a.x - b.x) < 1 && b.y >= a.y + a.height;
      expect(oneRow || stacked).toBe(true);
      expect(b.x + b.width).toBeLessThanOrEqual(width);
    }
    await expectNoAxeViolations(page.page);
    // Leaves the cart open for the next test.
    await fail!.click();
    await page.page.waitForURL(/showMessageCreditCardCouldNotBeAuthenticated=1#\/payment$/);
  });

  it('has no axe violations on the payment page', async () => {
    const page = await payment();
    await expectNoAxeViolations(page.page);
    await page.page.getByLabel('Card Number').fill('4242');
    await page.page.getByLabel('Card Number').press('Tab');
    await page.page.getByText('Invalid Number').waitFor();
    await expectNoAxeViolations(page.page);
  });
});
