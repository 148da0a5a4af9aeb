import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoHomePageSettings } from '../../server/db/seed-site-settings.ts';
import { api } from './pages/cart.page.ts';
import { editBar, editThisPage, enterEditMode, saveSection } from './pages/edit-mode.page.ts';
import { baseUrl, expectNoAxeViolations, expectSteadyLayout, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { journeyContexts, openSettled } from './support/contexts.ts';
import { failWhenReleased } from './support/held-failure.ts';

const PRODUCTS_PUT = '/api/pws/site-settings-section/current/homePageProducts';
const POPUPS_PUT = '/api/pws/site-settings-section/current/homePagePopups';

const { newContext } = journeyContexts();
afterAll(async () => {
  // The journeys change site demo: put its first choices back for the files after this one.
  const owner = await newContext('distributor');
  const products = await saveSection(owner, 'homePageProducts', {
    productCount: demoHomePageSettings.productCount,
    productIds: demoHomePageSettings.productIds,
  });
  const popups = await saveSection(owner, 'homePagePopups', { currentPopupId: demoHomePageSettings.currentPopupId });
  await owner.close();
  expect([products.status, popups.status]).toEqual([200, 200]);
});

const products = (page: Page) => page.locator('[data-block="home-page-products"]');
const cardNames = (page: Page) => products(page).locator('.cmsb-hpp__card h3').allInnerTexts();

describe('home page, as visitors first see it', () => {
  it.each([375, 1280])(
    'at %i px wide: the picks in place, no layout shift beyond 0.02, no axe violation, no console error',
    async (width) => {
      const context = await newContext(undefined, { viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems = await watchProblems(page);
      await page.goto(new URL('/', baseUrl()).href);
      await waitForSettledSlots(page);
      await products(page).locator('.cmsb-hpp__card').first().waitFor();
      expect(await cardNames(page)).toEqual(['Hydrating Face Cream', 'Herbal Tea Sampler', 'Ultrasonic Aroma Diffuser']);
      await expectSteadyLayout(page);
      await expectNoAxeViolations(page);
      expect(problems.errors).toEqual([]);
      expect(problems.blockErrors).toEqual([]);
      expect(await page.getByRole('dialog').count()).toBe(0);
      // Visitors never fetch the editing code.
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(scripts.filter((name) => name.includes('edit-home-page'))).toEqual([]);
    },
  );
});

describe('the owner edits the home-page products inline', () => {
  it('shows 6 places and a picked product at once, saves them, and visitors then see them', async () => {
    const owner = await enterEditMode(await newContext('distributor'), '/');
    const problems = await watchProblems(owner);
    await owner.getByRole('radio', { name: '6 products' }).check();
    await products(owner).getByText('Saved').waitFor();
    await owner.getByRole('searchbox', { name: /Search products/ }).fill('lavender');
    await owner.getByRole('button', { name: 'Add Lavender Essential Oil' }).click();
    expect((await cardNames(owner)).at(-1)).toBe('Lavender Essential Oil');
    await products(owner).getByText('Saved').waitFor();
    await expectNoAxeViolations(owner);
    expect(problems.errors).toEqual([]);

    const visitor = await openSettled(await newContext(), '/');
    await products(visitor).locator('.cmsb-hpp__card').first().waitFor();
    expect(await cardNames(visitor)).toEqual([
      'Hydrating Face Cream',
      'Herbal Tea Sampler',
      'Ultrasonic Aroma Diffuser',
      'Lavender Essential Oil',
    ]);
    expect(await products(visitor).locator('.cmsb-hpp').getAttribute('data-count')).toBe('6');
    expect(await visitor.getByRole('radio').count()).toBe(0);
  });

  it('rolls back a failed save and says so', async () => {
    const owner = await enterEditMode(await newContext('distributor'), '/');
    const failSave = await failWhenReleased(owner, `**${PRODUCTS_PUT}*`);
    const three = owner.getByRole('radio', { name: '3 products' });
    const wasChecked = await three.isChecked();
    const other = owner.getByRole('radio', { name: wasChecked ? '6 products' : '3 products' });
    await other.check();
    expect(await other.isChecked()).toBe(true);
    failSave();
    await expect.poll(() => products(owner).getByRole('alert').innerText()).toContain('An error occurred');
    expect(await three.isChecked()).toBe(wasChecked);
  });
});

describe('the owner undoes a change', () => {
  it('Undo puts the products back as they were before the last change, says so, and visitors see them', async () => {
    const owner = await enterEditMode(await newContext('distributor'), '/');
    const problems = await watchProblems(owner);
    await products(owner).locator('.cmsb-hpp__card').first().waitFor();
    const before = await cardNames(owner);
    await owner.getByRole('button', { name: `Remove ${before[0] ?? ''}` }).click();
    await products(owner).getByText('Saved').waitFor();
    // note: waits for the list to settle too: under a full run's load it was read before it had
    await expect.poll(() => cardNames(owner), { timeout: 10_000 }).toEqual(before.slice(1));

    // note: Undo is available (not aria-disabled) once the history holds the change.
    await products(owner).getByRole('button', { name: 'Undo last change', disabled: false }).click();
    // The version of the date its change was made, or the earlier version when that predates the history.
    await products(owner)
      .getByText(/^Undone: back to the (version of .+|earlier version)\.$/)
      .waitFor();
    expect(await cardNames(owner)).toEqual(before);
    await expectNoAxeViolations(owner);
    expect(problems.errors).toEqual([]);

    const visitor = await openSettled(await newContext(), '/');
    await products(visitor).locator('.cmsb-hpp__card').first().waitFor();
    expect(await cardNames(visitor)).toEqual(before);
    expect(await visitor.getByRole('button', { name: 'Undo last change' }).count()).toBe(0);
  });
});

describe('the home-page popup', () => {
  it('is shown once: closed, it stays closed after a reload', async () => {
    const owner = await newContext('distributor');
    expect((await saveSection(owner, 'homePagePopups', { currentPopupId: 'spring-sale' })).status).toBe(200);

    const visitor = await newContext();
    const page = await visitor.newPage();
    const problems = await watchProblems(page);
    await page.goto(new URL('/', baseUrl()).href);
    const dialog = page.getByRole('dialog', { name: 'Spring sale' });
    await dialog.getByRole('link', { name: 'Shop lavender oil' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await waitForSettledSlots(page);
    await products(page).locator('.cmsb-hpp__card').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(problems.errors).toEqual([]);
  });

  it('is chosen by the owner in edit mode; another owner gets no edit mode on this site', async () => {
    // The owner first meets the popup as visitors do (it covers the page until closed), then edits.
    const context = await newContext('distributor');
    expect((await saveSection(context, 'homePagePopups', { currentPopupId: 'spring-sale' })).status).toBe(200);
    const owner = await context.newPage();
    await owner.goto(new URL('/', baseUrl()).href);
    await owner.getByRole('dialog', { name: 'Spring sale' }).getByRole('link', { name: 'Shop lavender oil' }).waitFor();
    await owner.keyboard.press('Escape');
    await editThisPage(owner).click();
    await editBar(owner).waitFor();
    await waitForSettledSlots(owner);
    expect(await owner.getByRole('radio', { name: 'Spring sale' }).isChecked()).toBe(true);
    await owner.getByRole('radio', { name: 'No popup' }).check();
    await owner.locator('[data-block="home-page-popups"]').getByText('Saved').waitFor();
    const riley = await openSettled(await newContext('riley'), '/');
    expect(await editThisPage(riley).count()).toBe(0);
    expect(await riley.getByRole('radio', { name: 'No popup' }).count()).toBe(0);
  });
});

describe("another site's owner", () => {
  it("cannot change site demo's settings through the API (404, as for an unknown site)", async () => {
    const riley = await newContext('riley');
    const before = await api(riley, 'GET', '/api/pws/site-settings-section/demo');
    const products = { productCount: 3, productIds: ['P100'], revision: 0 };
    expect((await api(riley, 'PUT', `${PRODUCTS_PUT}?siteId=demo`, products)).status).toBe(404);
    expect((await api(riley, 'PUT', `${POPUPS_PUT}?siteId=demo`, { currentPopupId: 'spring-sale', revision: 0 })).status).toBe(
      404,
    );
    expect((await api(riley, 'GET', '/api/pws/site-settings-section/demo')).body).toEqual(before.body);
  });
});
