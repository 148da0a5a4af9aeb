import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  demoConferences,
  demoConferenceTickets,
  PAST_CONFERENCE_ID,
  RETREAT_ID,
  SUMMIT_ID,
} from '../../server/db/seed-conference.ts';
import { localIsoDate } from '../../blocks/conference/shared/local-date.ts';
import { nearestConference } from '../../blocks/conference/shared/selected-conference.ts';
import { ticketUpdateBody } from '../../blocks/conference/shared/ticket-updates.ts';
import { api } from './pages/cart.page.ts';
import { baseUrl, waitForSettledSlots, watchProblems, type PageProblems } from './support/browser.ts';
import { storedTicket } from './support/conference-tickets.ts';
import { journeyContexts } from './support/contexts.ts';

/**
 * What the desk pages show of their data: which conference they open on, language names, dates,
 * and toasts that keep clear of the buttons that made them. A Leadership Retreat ticket is edited
 * here (the other desk files use Summit tickets) and put back as it was.
 */

const EDITED = demoConferenceTickets.filter((ticket) => ticket.conferenceId === RETREAT_ID && ticket.active)[10]!;
const DETAILS = `/conference/ticket/${EDITED.uid}`;
// Summit 2025 is over and listed first on the report; the 2027 conferences are still to come.
const NEAREST = nearestConference(demoConferences, localIsoDate(new Date()))!;

const { newContext } = journeyContexts();
let context: BrowserContext;
let problems: PageProblems;

afterEach(async () => {
  const stored = await storedTicket(context, EDITED.uid);
  if (stored.city !== EDITED.city) {
    const body = ticketUpdateBody(stored, { city: EDITED.city });
    expect((await api(context, 'PUT', `/api/conference-tickets/${EDITED.uid}`, body)).status).toBe(200);
  }
  expect(problems.errors).toEqual([]);
});

async function staffPage(options: Parameters<typeof newContext>[1] = {}): Promise<Page> {
  context = await newContext('staff', options);
  const page = await context.newPage();
  problems = await watchProblems(page);
  return page;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
}

const picker = (page: Page) => page.getByRole('combobox', { name: 'Conference' });
const reportReady = (page: Page) => page.waitForSelector('.cmsb-report__view[data-state="ready"]');
const details = (page: Page) => page.locator('[data-block="conference-ticket-details"]');
const detailsReady = (page: Page) => page.waitForSelector('.cmsb-ticket-details__body[data-state="ready"]');

describe('the conference a desk page opens on', () => {
  it('is the nearest upcoming one when nothing is remembered, on the report as on the list', async () => {
    const page = await staffPage();
    await open(page, '/conference-report');
    await reportReady(page);
    expect(NEAREST.id).not.toBe(PAST_CONFERENCE_ID);
    expect(await picker(page).inputValue()).toBe(NEAREST.id);
    await page.getByRole('heading', { name: `Report: ${NEAREST.title}` }).waitFor();

    await open(page, '/conference/ticket');
    expect(await picker(page).inputValue()).toBe(NEAREST.id);
  });

  it('is shared by every desk page: one named in an address or picked is the one the others open on', async () => {
    const page = await staffPage();
    await open(page, `/conference/ticket?selectedConferenceId=${RETREAT_ID}`);
    expect(await picker(page).inputValue()).toBe(RETREAT_ID);

    await open(page, '/conference-report');
    await reportReady(page);
    expect(await picker(page).inputValue()).toBe(RETREAT_ID);
    await open(page, '/conference/check-in');
    expect(await picker(page).inputValue()).toBe(RETREAT_ID);

    await picker(page).selectOption(SUMMIT_ID);
    await open(page, '/conference-report');
    await reportReady(page);
    await page.getByRole('heading', { name: 'Report: Summit 2027' }).waitFor();
  });

  it('offers the same conferences on every desk page, so a past one picked on the report stays picked', async () => {
    const page = await staffPage();
    await open(page, '/conference-report');
    await reportReady(page);
    const offered = () =>
      picker(page)
        .locator('option')
        .evaluateAll((options) => options.map((option) => option.getAttribute('value')));
    const reportOffers = await offered();
    expect(reportOffers).toContain(PAST_CONFERENCE_ID);
    await picker(page).selectOption(PAST_CONFERENCE_ID);
    await reportReady(page);

    for (const path of ['/conference/ticket', '/conference/check-in']) {
      await open(page, path);
      expect({ path, selected: await picker(page).inputValue(), offered: await offered() }).toEqual({
        path,
        selected: PAST_CONFERENCE_ID,
        offered: reportOffers,
      });
    }
  });
});

describe('the report', () => {
  it('names the translation languages instead of showing their codes', async () => {
    const page = await staffPage();
    await open(page, `/conference-report?selectedConferenceId=${SUMMIT_ID}`);
    await reportReady(page);
    const languages = page.getByRole('table', { name: 'Languages' });
    const rowNames = await languages.locator('tbody th').allTextContents();
    expect(rowNames.toSorted()).toEqual(['English', 'Spanish']);
  });
});

describe('dates', () => {
  it('shows when a ticket was created as a date in the page locale, and writes it to the CSV as ISO 8601 to the second', async () => {
    const page = await staffPage({ acceptDownloads: true });
    const stored = await storedTicket(context, EDITED.uid);
    await open(page, DETAILS);
    await detailsReady(page);
    const created = details(page).locator('dt', { hasText: 'Created' }).locator('xpath=following-sibling::dd[1]');
    expect(await created.locator('time').getAttribute('datetime')).toBe(stored.dateCreatedString);
    // en-US, the demo's locale: 'Oct 10, 2025, 10:47 PM'
    expect(await created.innerText()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);

    await open(page, `/conference/ticket?selectedConferenceId=${RETREAT_ID}`);
    const list = page.locator('[data-block="conference-ticket-list"]');
    await list.getByRole('searchbox', { name: 'Search tickets' }).fill(EDITED.orderNumber);
    await page.waitForSelector('.cmsb-ticket-list__body[data-state="ready"]');
    const downloading = page.waitForEvent('download');
    await list.getByRole('button', { name: /^Download CSV/ }).click();
    const text = (await readFile(await (await downloading).path())).toString('utf8').slice(1);
    const [header, ...rows] = Papa.parse<string[]>(text, { newline: '\r\n', skipEmptyLines: true }).data;
    const column = (name: string) => header!.indexOf(name);
    const row = rows.find((cells) => cells[column('Name on badge')] === EDITED.displayName)!;
    const cell = (name: string) => row[column(name)];
    expect(cell('Date created')).toBe(stored.dateCreatedString.replace(/\.\d{3}Z$/, 'Z'));
    expect(cell('Date created')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(cell('Checked in at')).toBe(stored.checkedInAt?.replace(/\.\d{3}Z$/, 'Z') ?? '');
  });
});

/** The toast's box and each button's box, in the window, once the toast has finished coming in. */
async function expectToastClearOf(page: Page, buttons: Locator[]): Promise<void> {
  const toast = page.locator(".cmsb-toast[data-state='open']", { hasText: 'The ticket was successfully updated!' });
  await toast.waitFor();
  await toast.evaluate((node) => Promise.all(node.getAnimations().map((animation) => animation.finished)));
  const box = (await toast.boundingBox())!;
  for (const button of buttons) {
    const other = (await button.boundingBox())!;
    const apart =
      box.x + box.width <= other.x ||
      other.x + other.width <= box.x ||
      box.y + box.height <= other.y ||
      other.y + other.height <= box.y;
    expect(apart, `the toast ${JSON.stringify(box)} covers ${await button.innerText()} ${JSON.stringify(other)}`).toBe(true);
  }
}

describe('the success toast', () => {
  it.each(['a click on Save', 'Enter in a field'] as const)(
    'keeps clear of Save and Delete on the ticket details, on a desk screen and on a phone, after %s',
    async (submit) => {
      const page = await staffPage({ viewport: { width: 1280, height: 800 } });
      await open(page, DETAILS);
      await detailsReady(page);
      const save = details(page).getByRole('button', { name: 'Save', exact: true });
      const remove = details(page).getByRole('button', { name: 'Delete ticket' });
      const city = details(page).getByRole('textbox', { name: 'City' });

      for (const [viewport, value] of [
        [{ width: 1280, height: 800 }, `${EDITED.city} East`],
        [{ width: 375, height: 812 }, EDITED.city],
      ] as const) {
        await page.setViewportSize(viewport);
        await city.fill(value);
        // As staff meet them after filling the form: the buttons at the bottom of the window.
        await save.evaluate((node) => node.scrollIntoView({ block: 'end' }));
        if (submit === 'Enter in a field') await city.press('Enter');
        else await save.click();
        await expectToastClearOf(page, [save, remove]);
        await page.locator('.cmsb-toast').getByRole('button', { name: 'Close' }).click();
        await page.locator('.cmsb-toast').waitFor({ state: 'detached' });
      }
      expect((await storedTicket(context, EDITED.uid)).city).toBe(EDITED.city);
    },
  );
});
