import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoHomePageSettings } from '../../server/db/seed-site-settings.ts';
import { RELOAD_LABEL, REVISION_CONFLICT_TEXT } from '#contracts/revisions.ts';
import { editBar, editThisPage, enterEditMode, saveSection } from './pages/edit-mode.page.ts';
import { baseUrl, expectNoAxeViolations, watchProblems } from './support/browser.ts';
import { journeyContexts, openSettled } from './support/contexts.ts';

const { newContext } = journeyContexts();
afterAll(async () => {
  const owner = await newContext('distributor');
  const restored = await saveSection(owner, 'homePageProducts', {
    productCount: demoHomePageSettings.productCount,
    productIds: demoHomePageSettings.productIds,
  });
  await owner.close();
  expect(restored.status).toBe(200);
});

const products = (page: Page) => page.locator('[data-block="home-page-products"]');
const cardNames = (page: Page) => products(page).locator('.cmsb-hpp__card h3').allInnerTexts();

describe('an owner finds edit mode', () => {
  it.each([375, 1280])(
    'at %i px wide: "Edit this page" in the navigation, the bar on every page, Done leaves a clean address',
    async (width) => {
      const context = await newContext('distributor', { viewport: { width, height: 800 } });
      const page = await context.newPage();
      const problems = await watchProblems(page);
      await page.goto(new URL('/products?country=USA', baseUrl()).href);
      expect(await editBar(page).count()).toBe(0);
      await page.getByRole('navigation').getByRole('button', { name: 'Edit this page' }).click();

      await editBar(page).getByText('Editing: changes save as you make them').waitFor();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/products?country=USA');
      expect(await editThisPage(page).count()).toBe(0);
      // First in the page: the first Tab reaches Done.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Done');
      const bar = await editBar(page).evaluate((element) => [element.scrollWidth, element.clientWidth]);
      expect(bar[0]).toBeLessThanOrEqual(bar[1] ?? 0);
      await expectNoAxeViolations(page);

      // Every page of the site shows the bar, and the home page's sections their editors.
      await page.goto(new URL('/', baseUrl()).href);
      await editBar(page).waitFor();
      await products(page).getByRole('radio', { name: '6 products' }).waitFor();

      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForURL(new URL('/', baseUrl()).href);
      await page.getByRole('button', { name: 'Edit this page' }).waitFor();
      expect(await editBar(page).count()).toBe(0);
      expect(page.url()).toBe(new URL('/', baseUrl()).href);
      expect(problems.errors).toEqual([]);
    },
  );

  it('is not offered to visitors, whose page has no room kept for it', async () => {
    const visitor = await openSettled(await newContext(), '/');
    expect(await editThisPage(visitor).count()).toBe(0);
    expect(await editBar(visitor).count()).toBe(0);
  });
});

describe('two people edit the same section', () => {
  it('the later save over the earlier one is refused with a message; Reload shows the first change', async () => {
    const first = await enterEditMode(await newContext('distributor'), '/');
    const second = await enterEditMode(await newContext('staff'), '/');
    expect(await second.getByRole('radio', { name: '3 products' }).isChecked()).toBe(true);

    await first.getByRole('radio', { name: '6 products' }).check();
    await products(first).getByText('Saved').waitFor();

    // The second editor still sees 3 places and removes a pick: their save names the revision they loaded.
    const [removed] = await cardNames(second);
    await second.getByRole('button', { name: `Remove ${removed}` }).click();
    const alert = products(second).getByRole('alert');
    await expect.poll(() => alert.innerText()).toContain(REVISION_CONFLICT_TEXT);
    expect(await cardNames(second)).not.toContain(removed);
    await expectNoAxeViolations(second);

    await alert.getByRole('button', { name: RELOAD_LABEL }).click();
    await expect.poll(() => second.getByRole('radio', { name: '6 products' }).isChecked()).toBe(true);
    expect(await cardNames(second)).toContain(removed);
    expect(await alert.innerText()).toBe('');
    expect(await second.evaluate(() => document.activeElement?.textContent)).toBe('Edit your home-page products');

    // What the first saved stands: a visitor sees 6 places.
    const visitor = await openSettled(await newContext(), '/');
    await products(visitor).locator('.cmsb-hpp__card').first().waitFor();
    expect(await products(visitor).locator('.cmsb-hpp').getAttribute('data-count')).toBe('6');
  });
});
