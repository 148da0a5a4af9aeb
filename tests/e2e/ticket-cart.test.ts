import type { BrowserContext, Locator } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { api, CartPage, emptyCart } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

/**
 * A ticket with the gala's Standard seat, bought on the ticket form, in the cart: its name, its
 * shipping, and its quantity, which only the ticket form adds to.
 */

const { newContext } = journeyContexts();
let context: BrowserContext | undefined;
// note: runs before journeyContexts closes the context (after-hooks run last registered first)
afterEach(async () => {
  // Files share one server: the ticket put in this account's cart must not reach another file.
  if (context) await emptyCart(context);
  context = undefined;
});

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** /conf in `context`, settled, with its first ticket set to a full Summit 2027 ticket. */
async function summitTicketForm(context: BrowserContext) {
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await page.goto(new URL('/conf', baseUrl()).href);
  await waitForSettledSlots(page);
  const purchase = page.locator('[data-block="conference-ticket-purchase"]');
  const ticket = purchase.getByRole('region', { name: 'Ticket 1', exact: true });
  await ticket.getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Summit 2027' });
  await ticket.getByRole('combobox', { name: 'Ticket Type' }).selectOption({ value: 'SUM27-FULL' });
  return { page, problems, purchase, ticket };
}

describe('a conference ticket in the cart', () => {
  it('keeps the feature’s name from the ticket form to the cart, and charges no shipping', async () => {
    context = await newContext('staff');
    await emptyCart(context);
    // A shopper who chose Standard Shipping ($7.95) before: the ticket alone must still ship free.
    expect((await api(context, 'PATCH', '/api/cart/order/current', { shipVia: 1 })).status).toBe(200);
    const { page, problems, purchase, ticket } = await summitTicketForm(context);

    await textbox(ticket, 'First name').fill('Ada');
    await textbox(ticket, 'Last name').fill('Lovelace');
    await textbox(ticket, 'Name on badge').fill('Ada Lovelace');
    await textbox(ticket, 'City').fill('Denver');
    await textbox(ticket, 'State or country').fill('CO');
    await ticket.getByRole('button', { name: 'Add feature' }).click();
    const feature = ticket.getByRole('combobox', { name: 'Feature 1' });
    await feature.selectOption({ value: 'GALA-STD' });
    expect(await feature.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(
      'Gala party: Standard seat ($75.00)',
    );

    await purchase.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/cart/);
    await page.waitForSelector('.cmsb-cart[data-state="ready"]');
    const cart = new CartPage(page);
    // The line reads as it was chosen: the gala party, its standard seat.
    expect(await cart.readOnlyQuantity('Gala party, Standard seat').textContent()).toBe(
      'Quantity of Gala party, Standard seat: 1',
    );
    const shipping = page.locator('[data-row="shipping"]');
    await shipping.waitFor();
    expect(await shipping.innerText()).toContain('$0.00');
    expect(await page.getByText('$7.95').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  it('shows a ticket line’s quantity without − and +, links it to the ticket form, and lets it be removed', async () => {
    context = await newContext('staff');
    await emptyCart(context);
    const { page, problems, purchase, ticket } = await summitTicketForm(context);
    for (const [field, value] of [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['Name on badge', 'Grace Hopper'],
      ['City', 'Arlington'],
      ['State or country', 'VA'],
    ] as const)
      await textbox(ticket, field).fill(value);
    await purchase.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/cart/);
    await page.waitForSelector('.cmsb-cart[data-state="ready"]');

    const cart = new CartPage(page);
    const name = 'Summit 2027 ticket, Full conference';
    expect(await cart.readOnlyQuantity(name).textContent()).toBe(`Quantity of ${name}: 1`);
    expect(await cart.quantity(name).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Increase Quantity of ${name}` }).count()).toBe(0);
    const ticketForm = cart.line(name).getByRole('link', { name: 'Add tickets and features on the ticket form' });
    expect(await ticketForm.getAttribute('href')).toBe('/conf');
    await expectNoAxeViolations(page);

    await cart.removeButton(name).click();
    await page.getByText('Your cart is empty.').waitFor();
    expect(problems.errors).toEqual([]);
  });
});
