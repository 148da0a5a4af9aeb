import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoConferenceTickets, SUMMIT_ID } from '../../server/db/seed-conference.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots, watchProblems, type PageProblems } from './support/browser.ts';
import { setCheckedIn, storedTicket } from './support/conference-tickets.ts';
import { journeyContexts } from './support/contexts.ts';

/**
 * The check-in desk worked by keyboard alone, as desk staff do all day: scanner bursts, Enter,
 * Esc and Ctrl+Z. Every check-in made here is undone, so the other files see the seed as it was.
 */

type SeedTicket = (typeof demoConferenceTickets)[number];

const summit = demoConferenceTickets.filter((ticket) => ticket.conferenceId === SUMMIT_ID);
// Tickets from the middle of the seed: the other desk files use its first and last ones.
const middle = summit.slice(300, 600);
const orderOf = (orderNumber: string) => summit.filter((ticket) => ticket.orderNumber === orderNumber);
const fresh = (ticket: SeedTicket) => ticket.active && !ticket.checkedInAt;
const walkIn = middle.find((ticket) => fresh(ticket) && orderOf(ticket.orderNumber).length === 1)!;
const fullName = (ticket: SeedTicket) => `${ticket.firstName} ${ticket.lastName}`;
// An order of two tickets, both active and not checked in, of two names: a couple arriving with one confirmation.
const isCouple = (tickets: SeedTicket[]) =>
  tickets.length === 2 && tickets.every(fresh) && new Set(tickets.map(fullName)).size === 2;
const couple = orderOf(middle.find((ticket) => isCouple(orderOf(ticket.orderNumber)))!.orderNumber);

const DESK = `/conference/check-in?selectedConferenceId=${SUMMIT_ID}`;
const { newContext } = journeyContexts();
let context: BrowserContext;
let problems: PageProblems;

afterEach(async () => {
  // A step that failed half-way must not leave anyone checked in for the other files.
  for (const { uid } of [walkIn, ...couple]) {
    if ((await storedTicket(context, uid)).checkedIn) await setCheckedIn(context, uid, false);
  }
  expect(problems.errors).toEqual([]);
});

async function openDesk(): Promise<Page> {
  context = await newContext('staff');
  const page = await context.newPage();
  problems = await watchProblems(page);
  await page.goto(new URL(DESK, baseUrl()).href);
  await waitForSettledSlots(page);
  await search(page).waitFor();
  return page;
}

const search = (page: Page) => page.getByRole('combobox', { name: 'Scan or search' });
const deskState = (page: Page) => page.locator('.cmsb-checkin__desk').getAttribute('data-state');
const checkedInCount = async (page: Page) =>
  Number((await page.locator('.cmsb-checkin__count').innerText()).split(' ')[0]?.replace(/\D/g, ''));
const results = (page: Page) => page.getByRole('listbox', { name: 'Matching tickets' });
const option = (page: Page, ticket: SeedTicket) =>
  results(page)
    .getByRole('option')
    .filter({ has: page.locator('.cmsb-checkin__option-detail', { hasText: fullName(ticket) }) });

/** A USB scanner types the code in a burst and presses Enter. */
async function scan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

describe('check-in desk by keyboard', () => {
  it('undoes the last check-in with Ctrl+Z and Enter: the count goes down and the row is no longer checked in', async () => {
    const page = await openDesk();
    const before = await checkedInCount(page);
    await scan(page, walkIn.orderNumber);
    await expect.poll(() => deskState(page)).toBe('checked-in');
    expect(await checkedInCount(page)).toBe(before + 1);

    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+z');
    const confirm = page.getByRole('dialog', { name: 'Undo check-in?' });
    await confirm.waitFor();
    // The button that does what the dialog asks has the focus, so Enter undoes.
    expect(
      await confirm
        .getByRole('button', { name: 'Undo check-in', exact: true })
        .evaluate((node) => node === document.activeElement),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => deskState(page)).toBe('undone');
    await page.getByText(`The check-in of ${walkIn.displayName} was undone.`).waitFor();
    expect(await checkedInCount(page)).toBe(before);
    expect((await storedTicket(context, walkIn.uid)).checkedIn).toBe(false);
    expect(await search(page).evaluate((node) => node === document.activeElement)).toBe(true);

    // The row shows the ticket as not checked in, and Enter checks it in again.
    await page.keyboard.type(walkIn.orderNumber, { delay: 5 });
    expect(await option(page, walkIn).innerText()).not.toContain('Checked in');
    await page.keyboard.press('Enter');
    await expect.poll(() => deskState(page)).toBe('checked-in');
    expect(await checkedInCount(page)).toBe(before + 1);
  });

  it('pre-selects the first ticket of an order with two, says one other matches, and Enter checks the couple in one by one', async () => {
    const page = await openDesk();
    const before = await checkedInCount(page);

    await page.keyboard.type(couple[0]!.orderNumber, { delay: 5 });
    const options = results(page).getByRole('option');
    expect(await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-selected')))).toEqual([
      'true',
      'false',
    ]);
    // The desk lists the order's tickets as the server sends them.
    const listed = await options.locator('.cmsb-checkin__option-detail').allInnerTexts();
    const [first, second] = listed.map((text) => couple.find((ticket) => text.startsWith(`${fullName(ticket)} ·`))!) as [
      SeedTicket,
      SeedTicket,
    ];
    expect(await search(page).getAttribute('aria-activedescendant')).toBe(await option(page, first).getAttribute('id'));
    const note = page.locator('.cmsb-checkin__note');
    expect(await note.innerText()).toBe(`${first.displayName} is selected. 1 other ticket matches: ↑ ↓ to choose it.`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => deskState(page)).toBe('checked-in');
    expect(await page.locator('.cmsb-checkin__badge-name').innerText()).toBe(first.displayName);
    expect((await storedTicket(context, first.uid)).checkedIn).toBe(true);
    expect((await storedTicket(context, second.uid)).checkedIn).toBe(false);

    // The same confirmation scanned again: the one still to come is pre-selected.
    await page.keyboard.type(first.orderNumber, { delay: 5 });
    expect(await option(page, second).getAttribute('aria-selected')).toBe('true');
    expect(await note.innerText()).toBe(`${second.displayName} is selected. 1 other ticket matches: ↑ ↓ to choose it.`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.cmsb-checkin__badge-name').innerText()).toBe(second.displayName);
    expect(await checkedInCount(page)).toBe(before + 2);

    // Both in: the first is pre-selected, so Enter warns about a second badge; ↓ still chooses another.
    await page.keyboard.type(first.orderNumber, { delay: 5 });
    expect(await option(page, first).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await option(page, second).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => deskState(page)).toBe('already-checked-in');
    expect(await page.getByRole('alert').filter({ hasText: 'Already checked in' }).innerText()).toContain(
      `${second.displayName} was checked in at`,
    );
    expect(await checkedInCount(page)).toBe(before + 2);
  });
});
