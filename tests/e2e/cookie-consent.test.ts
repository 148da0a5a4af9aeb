import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  layoutShift,
  waitForSettledSlots,
  watchProblems,
} from './support/browser.ts';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());
afterEach(async () => context.close());

const notice = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });
const hostLine = (page: Page) => page.locator('#host-analytics');
const hostAllows = (page: Page, category: string) =>
  page.evaluate((name) => window.CmsBlocks?.consent.allowed(name as 'analytics'), category);

/** A visitor's first visit: a fresh browser profile, so nothing is decided yet. */
async function openSettings(): Promise<{ page: Page; problems: Awaited<ReturnType<typeof watchProblems>> }> {
  context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await page.goto(new URL('/cookie-notice', baseUrl()).href);
  await waitForSettledSlots(page);
  return { page, problems };
}

async function reload(page: Page) {
  await page.reload();
  await waitForSettledSlots(page);
  // The notice asks the server first; its answer is in once the settings form is ready.
  await page.getByRole('button', { name: 'Save choices' }).and(page.locator(':enabled')).waitFor();
}

describe('cookie consent', () => {
  it('shows the notice without moving the page; Accept all hides it across reloads and tells the host', async () => {
    const { page, problems } = await openSettings();
    await notice(page).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Cookie notice at the bottom of the page' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // The bar is no dialog: nothing took the focus, and the page behind it still scrolls.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await hostLine(page).innerText()).toBe('Analytics on this page: not allowed');

    await notice(page).getByRole('button', { name: 'Accept all' }).click();
    await notice(page).waitFor({ state: 'detached' });
    expect(await hostLine(page).innerText()).toBe('Analytics on this page: allowed');

    await reload(page);
    expect(await notice(page).count()).toBe(0);
    expect(await hostAllows(page, 'analytics')).toBe(true);
    expect(await hostLine(page).innerText()).toBe('Analytics on this page: allowed');
    expect(problems.errors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  it('rejects in one click; the host API then refuses analytics', async () => {
    const { page } = await openSettings();
    await notice(page).getByRole('button', { name: 'Reject all' }).click();
    await notice(page).waitFor({ state: 'detached' });
    expect(await hostAllows(page, 'analytics')).toBe(false);
    expect(await hostAllows(page, 'necessary')).toBe(true);
    expect(await page.evaluate(() => window.CmsBlocks?.consent.get()?.categories)).toEqual({
      preferences: false,
      analytics: false,
      marketing: false,
    });
    await reload(page);
    expect(await notice(page).count()).toBe(0);
    expect(await hostLine(page).innerText()).toBe('Analytics on this page: not allowed');
  });

  it('remembers categories chosen on /cookie-notice and reports each change to the host', async () => {
    const { page } = await openSettings();
    await page.getByRole('checkbox', { name: 'Preferences' }).check();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await notice(page).waitFor({ state: 'detached' });

    await reload(page);
    expect(await page.getByRole('checkbox', { name: 'Preferences' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Analytics' }).isChecked()).toBe(false);
    expect(await hostAllows(page, 'preferences')).toBe(true);
    expect(await hostAllows(page, 'analytics')).toBe(false);
    expect(await hostLine(page).innerText()).toBe('Analytics on this page: not allowed');

    await page.getByRole('checkbox', { name: 'Analytics' }).check();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await page.getByText('Analytics on this page: allowed').waitFor();

    // Withdrawing asks again, and the host hears that analytics is off.
    await page.getByRole('button', { name: 'Withdraw consent' }).click();
    await notice(page).waitFor();
    expect(await hostLine(page).innerText()).toBe('Analytics on this page: not allowed');
    expect(await page.evaluate(() => window.CmsBlocks?.consent.get())).toBeNull();
  });
});
