import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoConferenceTickets, SUMMIT_ID } from '../../server/db/seed-conference.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots, watchProblems, type PageProblems } from './support/browser.ts';
import { setCheckedIn, storedTicket } from './support/conference-tickets.ts';
import { journeyContexts } from './support/contexts.ts';

/**
 * The registration desk, the report and the badge print against the reference server, as the
 * staff login. Every check-in made here is undone, so the other files see the seed as it was.
 */

// A Summit ticket alone on its order, active and not checked in: one scan names it.
const summit = demoConferenceTickets.filter((ticket) => ticket.conferenceId === SUMMIT_ID);
const ordersOf = (orderNumber: string) => summit.filter((ticket) => ticket.orderNumber === orderNumber).length;
const walkIn = summit.findLast((ticket) => ticket.active && !ticket.checkedInAt && ordersOf(ticket.orderNumber) === 1)!;

const { newContext } = journeyContexts();
let context: BrowserContext;
let problems: PageProblems;
// note: registered after journeyContexts, so it runs while the context is still open
afterEach(async () => {
  // A step that failed half-way must not leave the walk-in checked in for the other files.
  if ((await storedTicket(context, walkIn.uid)).checkedIn) await setCheckedIn(context, walkIn.uid, false);
  expect(problems.errors).toEqual([]);
});

async function openAsStaff(path: string, prepare: (page: Page) => Promise<void> = async () => undefined): Promise<Page> {
  context = await newContext('staff');
  const page = await context.newPage();
  problems = await watchProblems(page);
  await prepare(page);
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
  return page;
}

const isFocused = (page: Page, selector: string) => page.locator(selector).evaluate((node) => node === document.activeElement);
const checkedInCount = async (page: Page) =>
  Number((await page.locator('.cmsb-checkin__count').innerText()).split(' ')[0]?.replace(/\D/g, ''));

describe('check-in desk', () => {
  it('checks a scanned ticket in, warns loudly on a second scan and undoes the check-in', async () => {
    const page = await openAsStaff(`/conference/check-in?selectedConferenceId=${SUMMIT_ID}`);
    const desk = page.locator('.cmsb-checkin__desk');
    const search = page.getByRole('combobox', { name: 'Scan or search' });
    await search.waitFor();
    expect(await isFocused(page, '.cmsb-checkin__field input')).toBe(true);
    await expectNoAxeViolations(page);
    const before = await checkedInCount(page);

    // A USB scanner types the code in a burst and presses Enter.
    await page.keyboard.type(walkIn.orderNumber, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(() => desk.getAttribute('data-state')).toBe('checked-in');
    const confirmation = page.locator('.cmsb-checkin__result--success');
    expect(await confirmation.locator('.cmsb-checkin__badge-name').innerText()).toBe(walkIn.displayName);
    expect(await confirmation.locator('.cmsb-checkin__full-name').innerText()).toBe(`${walkIn.firstName} ${walkIn.lastName}`);
    expect(await checkedInCount(page)).toBe(before + 1);
    expect((await storedTicket(context, walkIn.uid)).checkedIn).toBe(true);
    expect(await search.inputValue()).toBe('');
    expect(await isFocused(page, '.cmsb-checkin__field input')).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.type(walkIn.uid.toLowerCase(), { delay: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(() => desk.getAttribute('data-state')).toBe('already-checked-in');
    const warning = page.getByRole('alert').filter({ hasText: 'Already checked in' });
    expect(await warning.innerText()).toMatch(new RegExp(`${walkIn.displayName} was checked in at .+\\d`));
    expect(await checkedInCount(page)).toBe(before + 1);
    await expectNoAxeViolations(page);

    // Un-checking asks first (conference.md 4); Cancel changes nothing and gives the field its focus back.
    await page.getByRole('button', { name: `Undo check-in of ${walkIn.displayName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Undo check-in?' });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await isFocused(page, '.cmsb-checkin__field input')).toBe(true);
    expect((await storedTicket(context, walkIn.uid)).checkedIn).toBe(true);

    await page.keyboard.press('Control+z');
    await confirm.getByRole('button', { name: 'Undo check-in', exact: true }).click();
    await page.getByText(`The check-in of ${walkIn.displayName} was undone.`).waitFor();
    expect(await checkedInCount(page)).toBe(before);
    expect((await storedTicket(context, walkIn.uid)).checkedIn).toBe(false);
    expect(await isFocused(page, '.cmsb-checkin__field input')).toBe(true);
  });
});

describe('conference report', () => {
  it('counts a check-in once the report is refreshed', async () => {
    const page = await openAsStaff(`/conference-report?selectedConferenceId=${SUMMIT_ID}`);
    const checkedIn = page.locator('[data-figure="checkedInCount"] dd');
    await checkedIn.waitFor();
    await expectNoAxeViolations(page);
    const before = Number((await checkedIn.innerText()).replace(/\D/g, ''));
    expect(Number((await page.locator('[data-figure="ticketCount"] dd').innerText()).replace(/\D/g, ''))).toBeGreaterThan(before);

    await setCheckedIn(context, walkIn.uid, true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(async () => Number((await checkedIn.innerText()).replace(/\D/g, ''))).toBe(before + 1);
    await setCheckedIn(context, walkIn.uid, false);
    await page.reload();
    await expect.poll(async () => Number((await checkedIn.innerText()).replace(/\D/g, ''))).toBe(before);
  });
});

describe('custom badge print', () => {
  it('shows the print view, prints after 1 s, removes the view 1 s later, and prints the badge alone', async () => {
    const page = await openAsStaff('/conference/custom-badge-print', async (first) => {
      // The page's clock runs on as usual until paused; `runFor` then moves it on at once.
      await first.clock.install();
      await first.addInitScript(() => {
        const counted = window as unknown as { printCalls: number };
        counted.printCalls = 0;
        window.print = () => {
          counted.printCalls += 1;
        };
      });
    });
    const printCalls = () => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);
    const form = page.locator('[data-block="conference-badge-print"]');
    await form.getByRole('textbox', { name: 'RCN on Badge' }).fill('7000279');
    await form.getByRole('textbox', { name: 'Name on Badge' }).fill('Ethan');
    await form.getByRole('textbox', { name: 'City' }).fill('Provo');
    await form.getByRole('textbox', { name: 'State or Country' }).fill('UT');
    await expectNoAxeViolations(page);

    await page.clock.pauseAt(Date.now() + 60_000);
    await form.getByRole('button', { name: 'Print badge' }).click();
    const view = page.getByRole('region', { name: 'Badge print view' });
    // note: no axe run here: axe waits on timers, and the page's clock is paused
    await view.waitFor();
    await page.clock.runFor(990);
    expect(await printCalls()).toBe(0);
    await page.clock.runFor(20);
    expect(await printCalls()).toBe(1);
    expect(await view.count()).toBe(1);

    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const badge = document.querySelector<HTMLElement>('.cmsb-badge');
      const box = badge?.getBoundingClientRect();
      return {
        shown: [...document.body.children]
          .filter((child) => getComputedStyle(child).display !== 'none')
          .map((child) => child.className),
        size: [box?.width, box?.height],
        text: badge?.innerText.split('\n').filter(Boolean),
      };
    });
    expect(printed.shown).toEqual(['cmsb-badge-sheet']);
    expect(printed.size).toEqual([384, 288]);
    expect(printed.text).toEqual(['Ethan', '7000279', 'Provo', 'UT']);
    await page.emulateMedia({ media: 'screen' });

    // 1010 ms since the click: the view goes at 2000 ms (1 s after print).
    await page.clock.runFor(970);
    expect(await view.count()).toBe(1);
    await page.clock.runFor(40);
    await view.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('cmsb-badge-printing'))).toBe(false);
    expect(await printCalls()).toBe(1);
  });
});
