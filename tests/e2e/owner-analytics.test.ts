import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, expectSteadyLayout, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';
import { type CookieChoices } from './support/cookie-consent.ts';

const { newContext } = journeyContexts();
let context: BrowserContext;

const TRACKING = '/api/v2/rcm-ga/demo';
const ANALYTICS_ALLOWED: CookieChoices = { preferences: false, analytics: true, marketing: false };

async function openAs(user: string | null, cookies?: CookieChoices): Promise<Page> {
  context = await newContext(user, cookies ? { cookies } : {});
  return context.newPage();
}

const settingsForm = (page: Page) => page.locator('[data-block="analytics-settings"]');

/** What every owner setting shows once saved: the owners' save status, in its saved state. */
const savedStatus = (block: Locator) =>
  block.locator('.cmsb-save-status[data-state="saved"]').getByRole('status').filter({ hasText: 'Your changes have been saved.' });

async function saveTrackingId(page: Page, value: string): Promise<void> {
  const form = settingsForm(page);
  await form.getByRole('textbox', { name: /Tracking ID/ }).fill(value);
  await form.getByRole('button', { name: 'Save' }).click();
  await savedStatus(form).waitFor();
}

describe('analytics settings (/owner/analytics)', () => {
  it('are created by the first save, then updated by the next', async () => {
    const page = await openAs('distributor');
    const problems = await watchProblems(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === TRACKING && request.method() !== 'GET') saves.push(request.method());
    });
    await page.goto(new URL('/owner/analytics', baseUrl()).href);
    await waitForSettledSlots(page);
    // note: e2e files share one server: purchase-analytics.test.ts may have saved the setting already.
    const created =
      (await settingsForm(page)
        .getByRole('textbox', { name: /Tracking ID/ })
        .inputValue()) !== '';
    await expectSteadyLayout(page);
    await expectNoAxeViolations(page);

    await saveTrackingId(page, ' G-CREATED1 ');
    await saveTrackingId(page, 'G-E2E12345');
    expect(saves).toEqual(created ? ['PATCH', 'PATCH'] : ['POST', 'PATCH']);
    await expectNoAxeViolations(page);

    await page.reload();
    await waitForSettledSlots(page);
    expect(
      await settingsForm(page)
        .getByRole('textbox', { name: /Tracking ID/ })
        .inputValue(),
    ).toBe('G-E2E12345');
    expect((await api(context, 'GET', TRACKING)).body.data).toEqual([
      { siteId: 'demo', trackingId: 'G-E2E12345', userId: '1002', isEmployee: false },
    ]);
    expect(problems.errors).toEqual([]);
  });

  it('say they were saved as every owner setting does, the Facebook pixel too, on a phone', async () => {
    context = await newContext('distributor', { viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(new URL('/owner/analytics', baseUrl()).href);
    await waitForSettledSlots(page);
    const before = await settingsForm(page)
      .getByRole('textbox', { name: /Tracking ID/ })
      .inputValue();
    await saveTrackingId(page, 'G-POLISH123');
    await expectNoAxeViolations(page);
    if (before) await saveTrackingId(page, before);

    await page.goto(new URL('/owner/facebook-pixel', baseUrl()).href);
    await waitForSettledSlots(page);
    const pixel = page.locator('[data-block="facebook-pixel-settings"]');
    const accountId = pixel.getByRole('textbox', { name: /Pixel account id/ });
    await accountId.fill(await accountId.inputValue());
    await pixel.getByRole('button', { name: 'Save' }).click();
    await savedStatus(pixel).waitFor();
  });

  it('send a customer to log in with the unauthorized error', async () => {
    const page = await openAs('customer');
    await page.goto(new URL('/owner/analytics', baseUrl()).href);
    await page.waitForURL((url) => url.pathname === '/login');
    const url = new URL(page.url());
    expect(url.searchParams.get('errorCode')).toBe('unauthorized');
    expect(url.searchParams.get('redirect')).toBe('/owner/analytics');
    await page.getByText('You do not have permission to access that page. Please login and try again.').waitFor();
  });

  it("cannot be changed through the API by another site's owner: the site answers as an unknown one (404)", async () => {
    await openAs('riley');
    expect((await api(context, 'GET', '/api/v2/rcm-ga/riley')).status).toBe(200);
    const body = { trackingId: 'G-RILEY', userId: '1007', isEmployee: false };
    expect((await api(context, 'PATCH', TRACKING, body)).status).toBe(404);
    expect((await api(context, 'POST', TRACKING, body)).status).toBe(404);
    expect((await api(context, 'GET', TRACKING)).status).toBe(404);
    expect((await api(context, 'PUT', '/api/resource/facebook-analytics-site', { siteId: 'demo', accountId: '1' })).status).toBe(
      404,
    );
  });
});

describe("the site's analytics tag", () => {
  const tagRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/demo/analytics-tag.js') seen.push(url.searchParams.get('id') ?? '');
    });
    return seen;
  };
  const tagMarker = (page: Page) => page.evaluate(() => document.documentElement.dataset.analyticsTag ?? null);

  it('loads with the saved tracking ID when the visitor allows analytics', async () => {
    const page = await openAs(null, ANALYTICS_ALLOWED);
    const problems = await watchProblems(page);
    const seen = tagRequests(page);
    await page.goto(new URL('/', baseUrl()).href);
    await page.waitForFunction(() => document.documentElement.dataset.analyticsTag !== undefined);
    expect(await tagMarker(page)).toBe('G-E2E12345');
    expect(seen).toEqual(['G-E2E12345']);
    expect(problems.cspViolations).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  it('does not load while analytics is refused, and loads once the visitor allows it', async () => {
    const page = await openAs(null);
    const seen = tagRequests(page);
    await page.goto(new URL('/cookie-notice', baseUrl()).href);
    await waitForSettledSlots(page);
    expect(await page.locator('script[data-tag-src]').count()).toBe(1);
    expect(seen).toEqual([]);
    expect(await tagMarker(page)).toBeNull();

    const settings = page.locator('[data-block="cookie-settings"]');
    await page.getByRole('button', { name: 'Save choices' }).and(page.locator(':enabled')).waitFor();
    await settings.getByRole('checkbox', { name: 'Analytics' }).check();
    await settings.getByRole('button', { name: 'Save choices' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.analyticsTag !== undefined);
    expect(seen).toEqual(['G-E2E12345']);
  });
});
