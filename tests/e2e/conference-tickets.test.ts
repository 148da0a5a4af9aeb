import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoConferenceTickets, KNOWN_TICKET, SUMMIT_ID } from '../../server/db/seed-conference.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots, watchProblems, type PageProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts();
let context: BrowserContext;

/** Seeded Summit tickets, active and not checked in, far down the list (other files use the first ones). */
const untouched = demoConferenceTickets.filter((t, i) => i >= 700 && t.conferenceId === SUMMIT_ID && t.active && !t.checkedInAt);
const CHECK_IN_TICKET = untouched[0]!;
const EDITED_TICKET = untouched[1]!;
const LIST = `/conference/ticket?selectedConferenceId=${SUMMIT_ID}`;

async function staffPage(user = 'staff'): Promise<{ page: Page; problems: PageProblems }> {
  context = await newContext(user, { acceptDownloads: true });
  const page = await context.newPage();
  return { page, problems: await watchProblems(page) };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
}

const list = (page: Page) => page.locator('[data-block="conference-ticket-list"]');
const listReady = (page: Page) => page.waitForSelector('.cmsb-ticket-list__body[data-state="ready"]');
const row = (page: Page, uid: string) => list(page).locator(`tr[data-uid="${uid}"]`);
const bodyRows = (page: Page) => list(page).locator('tbody tr');
const toggleOf = (scope: Locator) => scope.getByRole('checkbox', { name: /^Checked in: / });

async function search(page: Page, text: string): Promise<void> {
  await list(page).getByRole('searchbox', { name: 'Search tickets' }).fill(text);
  await listReady(page);
}

const ticketPut = (page: Page, uid: string) =>
  page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith(`/api/conference-tickets/${uid}`),
  );

describe('conference ticket list', () => {
  it('sends a visitor without login to log in, back to the list', async () => {
    context = await newContext();
    const page = await context.newPage();
    await page.goto(new URL('/conference/ticket', baseUrl()).href);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/conference/ticket');
  });

  it('finds tickets by owner name and by order number, and keeps the search across a reload', async () => {
    const { page, problems } = await staffPage();
    await open(page, LIST);
    await listReady(page);
    await expectNoAxeViolations(page);

    await search(page, `${KNOWN_TICKET.owner.firstName} ${KNOWN_TICKET.owner.lastName}`.toLowerCase());
    expect(await row(page, KNOWN_TICKET.uid).count()).toBe(1);
    for (const text of await bodyRows(page).allTextContents()) expect(text).toContain(KNOWN_TICKET.owner.lastName);

    await search(page, KNOWN_TICKET.orderNumber);
    expect(await row(page, KNOWN_TICKET.uid).count()).toBe(1);
    for (const text of await bodyRows(page).allTextContents()) expect(text).toContain(KNOWN_TICKET.orderNumber);
    await page.waitForURL((url) => url.searchParams.get('q') === KNOWN_TICKET.orderNumber);
    const found = await bodyRows(page).count();

    await page.reload();
    await waitForSettledSlots(page);
    await listReady(page);
    expect(await list(page).getByRole('searchbox', { name: 'Search tickets' }).inputValue()).toBe(KNOWN_TICKET.orderNumber);
    expect(await bodyRows(page).count()).toBe(found);
    await expectNoAxeViolations(page);
    expect(problems.errors).toEqual([]);
  });

  it('checks a ticket in at once and undoes it after confirmation', async () => {
    const { page, problems } = await staffPage();
    await open(page, LIST);
    await search(page, CHECK_IN_TICKET.orderNumber);
    const toggle = toggleOf(row(page, CHECK_IN_TICKET.uid));
    expect(await toggle.isChecked()).toBe(false);

    const checkedIn = ticketPut(page, CHECK_IN_TICKET.uid);
    await toggle.check();
    expect((await checkedIn).status()).toBe(200);
    expect(await toggle.isChecked()).toBe(true);

    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Undo check-in?' });
    await expectNoAxeViolations(page);
    const undone = ticketPut(page, CHECK_IN_TICKET.uid);
    await dialog.getByRole('button', { name: 'Undo check-in' }).click();
    expect((await undone).status()).toBe(200);
    expect(await toggle.isChecked()).toBe(false);
    expect(problems.errors).toEqual([]);
  });

  it('puts the toggle back and says so when the call fails', async () => {
    const { page, problems } = await staffPage();
    await open(page, LIST);
    await search(page, CHECK_IN_TICKET.orderNumber);
    await page.route(`**/api/conference-tickets/${CHECK_IN_TICKET.uid}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"data":null,"messages":[]}' })
        : route.continue(),
    );
    const toggle = toggleOf(row(page, CHECK_IN_TICKET.uid));
    const failed = ticketPut(page, CHECK_IN_TICKET.uid);
    await toggle.click();
    expect((await failed).status()).toBe(500);
    // In the list's error banner, announced and focused (the check-in has to be done again), never in a toast.
    const banner = list(page).getByRole('alert').filter({ hasText: 'An unknown error occured while making request.' });
    await banner.waitFor();
    expect(await banner.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await page.locator('.cmsb-toast').count()).toBe(0);
    expect(await toggle.isChecked()).toBe(false);
    // Only the refused call itself is logged.
    expect(problems.errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
  });

  it('downloads the active tickets of the search as CSV', async () => {
    const { page } = await staffPage();
    await open(page, LIST);
    await search(page, KNOWN_TICKET.orderNumber);
    const activeShown = await bodyRows(page)
      .filter({ has: page.getByRole('cell', { name: 'Active', exact: true }) })
      .count();
    expect(activeShown).toBeGreaterThan(0);

    const downloading = page.waitForEvent('download');
    await list(page)
      .getByRole('button', { name: /^Download CSV: the \d+ active tickets of this search$/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^tickets-${SUMMIT_ID}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text).toContain('\r\n');
    const [header, ...rows] = Papa.parse<string[]>(text, { newline: '\r\n', skipEmptyLines: true }).data;
    expect(header?.slice(0, 3)).toEqual(['First name', 'Last name', 'Name on badge']);
    expect(header).not.toContain('uid');
    expect(rows).toHaveLength(activeShown);
    const known = rows.find((cells) => cells[2] === KNOWN_TICKET.displayName && cells.includes(KNOWN_TICKET.orderNumber));
    expect(known?.slice(0, 2)).toEqual([KNOWN_TICKET.firstName, KNOWN_TICKET.lastName]);
  });
});

describe('conference ticket details', () => {
  it('refuses a check-in with unsaved changes, saves with a toast, and is put back as it was', async () => {
    const { page, problems } = await staffPage('admin');
    await open(page, `/conference/ticket/${EDITED_TICKET.uid}`);
    const details = page.locator('[data-block="conference-ticket-details"]');
    await page.waitForSelector('.cmsb-ticket-details__body[data-state="ready"]');
    await expectNoAxeViolations(page);

    const city = details.getByRole('textbox', { name: 'City' });
    await city.fill(`${EDITED_TICKET.city} East`);
    await details.getByRole('button', { name: 'Check in' }).click();
    await details.getByRole('alert').filter({ hasText: 'Please save changes before checking in.' }).waitFor();

    const saved = ticketPut(page, EDITED_TICKET.uid);
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('The ticket was successfully updated!').waitFor();
    expect(await details.getByRole('alert').filter({ hasText: 'Please save changes' }).count()).toBe(0);

    await page.reload();
    await waitForSettledSlots(page);
    await page.waitForSelector('.cmsb-ticket-details__body[data-state="ready"]');
    expect(await city.inputValue()).toBe(`${EDITED_TICKET.city} East`);
    await city.fill(EDITED_TICKET.city);
    const restored = ticketPut(page, EDITED_TICKET.uid);
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await restored).status()).toBe(200);
    expect(problems.errors).toEqual([]);
  });
});
