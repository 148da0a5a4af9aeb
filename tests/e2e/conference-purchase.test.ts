import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyCart } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots, watchProblems, type PageProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts();
let context: BrowserContext;
// note: registered after journeyContexts, so it runs while the context is still open
afterEach(async () => {
  // Files share one server: the tickets put in this account's cart must not reach another file.
  await emptyCart(context);
});

async function signIn(user: string): Promise<{ page: Page; problems: PageProblems }> {
  context = await newContext(user);
  await emptyCart(context);
  const page = await context.newPage();
  return { page, problems: await watchProblems(page) };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
}

const purchase = (page: Page) => page.locator('[data-block="conference-ticket-purchase"]');
const ticket = (page: Page, n: number) => purchase(page).getByRole('region', { name: `Ticket ${n}`, exact: true });
const staffMenu = (page: Page) => page.getByRole('navigation', { name: 'Conference staff' });
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function fillTicket(scope: Locator, person: { first: string; last: string }) {
  await scope.getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Summit 2027' });
  await scope.getByRole('combobox', { name: 'Ticket Type' }).selectOption({ value: 'SUM27-FULL' });
  if (person.first) await textbox(scope, 'First name').fill(person.first);
  await textbox(scope, 'Last name').fill(person.last);
  await textbox(scope, 'Name on badge').fill(`${person.first} ${person.last}`.trim());
  await textbox(scope, 'City').fill('Denver');
  await textbox(scope, 'State or country').fill('CO');
}

describe('conference ticket purchase', () => {
  it('staff buy two tickets with a feature and reach the cart with them', async () => {
    const { page, problems } = await signIn('admin');
    await open(page, '/conf');
    await expectNoAxeViolations(page);

    await fillTicket(ticket(page, 1), { first: 'Ada', last: 'Lovelace' });
    await ticket(page, 1).getByRole('button', { name: 'Add feature' }).click();
    await ticket(page, 1).getByRole('combobox', { name: 'Feature 1' }).selectOption({ value: 'GALA-STD' });
    await purchase(page).getByRole('button', { name: 'Add Another Ticket' }).click();
    expect(
      await ticket(page, 2)
        .getByRole('combobox', { name: 'Event' })
        .evaluate((node) => node === document.activeElement),
    ).toBe(true);
    await fillTicket(ticket(page, 2), { first: 'Grace', last: 'Hopper' });
    await expectNoAxeViolations(page);

    await purchase(page).getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/cart/);
    await page.waitForSelector('.cmsb-cart[data-state="ready"]');
    const ticketLine = page.getByRole('row').filter({ hasText: 'Summit 2027 ticket' });
    // note: a ticket line's quantity is read-only in the cart (tickets change on the ticket form)
    expect(await ticketLine.locator('.cmsb-quantity[data-state="read-only"]').textContent()).toMatch(/: 2$/);
    expect(await page.getByRole('row').filter({ hasText: 'Gala party' }).count()).toBe(1);
    expect(problems.errors).toEqual([]);
  });

  it('marks a missing field with its message and the primary message, keeping what was typed', async () => {
    const { page, problems } = await signIn('admin');
    await open(page, '/conf');
    const first = ticket(page, 1);
    await fillTicket(first, { first: '', last: 'Lovelace' });
    await purchase(page).getByRole('button', { name: 'Checkout' }).click();

    const firstName = textbox(first, 'First name');
    await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]') === document.activeElement);
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(await first.getByText("First name is required and can't be empty").count()).toBeGreaterThan(0);
    expect(
      await purchase(page)
        .getByText('Some information was missing or invalid on the form. Please check the form and try again.')
        .count(),
    ).toBe(1);
    expect(await textbox(first, 'Last name').inputValue()).toBe('Lovelace');
    expect(await textbox(first, 'City').inputValue()).toBe('Denver');
    await expectNoAxeViolations(page);
    expect(problems.errors).toEqual([]);
  });

  it('fills a ticket from a profile search for staff with lookup access', async () => {
    const { page, problems } = await signIn('admin');
    await open(page, '/conf');
    const first = ticket(page, 1);
    await textbox(first, 'Find a profile by name').fill('casey');
    await first.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search results' });
    await dialog.getByText('Click to populate ticket').waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: /Casey Morgan/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await first.getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Summit 2027' });
    expect(await textbox(first, 'First name').inputValue()).toBe('Casey');
    expect(await textbox(first, 'Last name').inputValue()).toBe('Morgan');
    expect(await textbox(first, 'Name on badge').inputValue()).toBe('Casey Morgan');
    expect(await textbox(first, 'RCN on badge').inputValue()).toBe('5000003');
    expect(problems.errors).toEqual([]);
  });

  it('shows no profile search to staff without lookup access', async () => {
    const { page, problems } = await signIn('staff');
    await open(page, '/conf');
    await ticket(page, 1).getByRole('combobox', { name: 'Event' }).selectOption({ label: 'Summit 2027' });
    await textbox(ticket(page, 1), 'First name').waitFor();
    expect(await purchase(page).getByRole('button', { name: 'Search' }).count()).toBe(0);
    expect(await purchase(page).getByRole('button', { name: 'Auto Populate' }).count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });
});

describe('conference staff menu', () => {
  it('remembers being hidden across a reload, and is forced open at /conf', async () => {
    const { page, problems } = await signIn('staff');
    await open(page, '/conference/check-in');
    const toggle = page.getByRole('button', { name: 'Staff menu' });
    await staffMenu(page).waitFor();
    expect(await staffMenu(page).getByRole('link', { name: 'Check-In' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await page.reload();
    await waitForSettledSlots(page);
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await staffMenu(page).count()).toBe(0);

    await open(page, '/conf');
    await staffMenu(page).waitFor();
    expect(await page.getByRole('button', { name: 'Staff menu' }).count()).toBe(0);
    expect(await staffMenu(page).getByRole('link', { name: 'Buy Tickets' }).getAttribute('aria-current')).toBe('page');
    expect(problems.errors).toEqual([]);
  });

  it('shows nothing to a customer', async () => {
    const { page, problems } = await signIn('customer');
    await open(page, '/conf');
    await purchase(page).getByRole('region', { name: 'Ticket 1' }).waitFor();
    expect(await page.locator('.cmsb-staff-menu').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });
});
