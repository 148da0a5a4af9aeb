import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, expectSteadyLayout, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { cookieBar as notice, cookieBarSettled } from './pages/cookie-notice.page.ts';
import { journeyContexts } from './support/contexts.ts';

// note: every visit here is a first one: nothing is decided about cookies
const { newContext } = journeyContexts({ cookies: null });
let context: BrowserContext;

const hostAllows = (page: Page, category: string) =>
  page.evaluate((name) => window.CmsBlocks?.consent.allowed(name as 'analytics'), category);

/**
 * Listens as a host does before it loads an analytics tag (`window.CmsBlocks.consent.onChange`);
 * `heard` returns whether analytics was allowed, at each change since.
 */
async function listenAsHost(page: Page): Promise<{ heard: () => Promise<boolean[]> }> {
  await page.evaluate(() => {
    const w = window as unknown as { heardAnalytics: boolean[] };
    w.heardAnalytics = [];
    window.CmsBlocks?.consent.onChange(({ categories }) => w.heardAnalytics.push(categories.analytics));
  });
  return { heard: () => page.evaluate(() => (window as unknown as { heardAnalytics: boolean[] }).heardAnalytics) };
}

/** A visitor's first visit: a fresh browser profile, so nothing is decided yet. */
async function firstVisit(path: string): Promise<{ page: Page; problems: Awaited<ReturnType<typeof watchProblems>> }> {
  context = await newContext();
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
  return { page, problems };
}

async function reload(page: Page) {
  await page.reload();
  await waitForSettledSlots(page);
  await cookieBarSettled(page);
}

describe('cookie consent', () => {
  it('shows the notice without moving the page; Accept all hides it across reloads and tells the host', async () => {
    const { page, problems } = await firstVisit('/');
    await notice(page).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Cookie notice at the bottom of the page' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await expectSteadyLayout(page);
    // The bar is no dialog: nothing took the focus, and the page behind it still scrolls.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await hostAllows(page, 'analytics')).toBe(false);

    const host = await listenAsHost(page);
    await notice(page).getByRole('button', { name: 'Accept all' }).click();
    await notice(page).waitFor({ state: 'detached' });
    expect(await host.heard()).toEqual([true]);

    await reload(page);
    expect(await notice(page).count()).toBe(0);
    expect(await hostAllows(page, 'analytics')).toBe(true);
    expect(problems.errors).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
  });

  it('rejects in one click; the host API then refuses analytics', async () => {
    const { page } = await firstVisit('/');
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
    expect(await hostAllows(page, 'analytics')).toBe(false);
  });

  it('remembers categories chosen on /cookie-notice and reports each change to the host', async () => {
    const { page } = await firstVisit('/cookie-notice');
    await page.getByRole('button', { name: 'Save choices' }).and(page.locator(':enabled')).waitFor();
    await page.getByRole('checkbox', { name: 'Preferences' }).check();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await page.getByRole('status').filter({ hasText: 'Your choices have been saved.' }).waitFor();

    await reload(page);
    expect(await page.getByRole('checkbox', { name: 'Preferences' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Analytics' }).isChecked()).toBe(false);
    expect(await hostAllows(page, 'preferences')).toBe(true);
    expect(await hostAllows(page, 'analytics')).toBe(false);

    const host = await listenAsHost(page);
    await page.getByRole('checkbox', { name: 'Analytics' }).check();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => host.heard()).toEqual([true]);

    // Withdrawing forgets the decision, the host hears that analytics is off, and the site asks again.
    await page.getByRole('button', { name: 'Withdraw consent' }).click();
    await expect.poll(() => host.heard()).toEqual([true, false]);
    expect(await page.evaluate(() => window.CmsBlocks?.consent.get())).toBeNull();
    await page.goto(new URL('/', baseUrl()).href);
    await notice(page).waitFor();
  });
});
