import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, expectSteadyLayout, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

/** /search-results as a visitor uses it: the search box above the results. */
class SearchPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(new URL(`/search-results${search}`, baseUrl()).href);
    await waitForSettledSlots(this.page);
  }

  box() {
    return this.page.getByRole('combobox', { name: 'Search this site' });
  }

  results() {
    return this.page.locator('.cmsb-site-search-results');
  }

  async waitForState(state: string) {
    await this.results()
      .and(this.page.locator(`[data-state="${state}"]`))
      .waitFor();
  }

  async search(text: string) {
    await this.box().fill(text);
    await this.box().press('Enter');
  }

  resultTitles() {
    return this.results().getByRole('heading', { level: 3 }).allInnerTexts();
  }
}

const { newContext } = journeyContexts();
let context: BrowserContext;

async function newSearchPage() {
  context = await newContext();
  const page = await context.newPage();
  return { page, search: new SearchPage(page), problems: await watchProblems(page) };
}

describe('site search', () => {
  it('loads results without moving the page, finds a product by name with an excerpt, and Back restores the earlier query', async () => {
    const { page, search, problems } = await newSearchPage();
    await search.open('?q=tea');
    await search.waitForState('results');
    await expectSteadyLayout(page);
    await expectNoAxeViolations(page);
    expect(await search.box().inputValue()).toBe('tea');
    const teaTitles = await search.resultTitles();
    expect(teaTitles[0]).toBe('Herbal Tea Sampler');

    await search.search('Lavender Essential Oil');
    await page.waitForURL(/\?q=Lavender\+Essential\+Oil$/);
    await search.waitForState('results');
    const first = search.results().getByRole('listitem').first();
    await expect.poll(() => first.getByRole('link').innerText()).toBe('Lavender Essential Oil');
    expect(await first.getByRole('link').getAttribute('href')).toBe('/p/lavender-essential-oil');
    expect(await first.locator('.cmsb-site-search-results__excerpt').innerText()).toMatch(/^Steam-distilled lavender from/);
    expect(await first.locator('mark').allInnerTexts()).toContain('lavender');
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect.poll(() => search.resultTitles()).toEqual(teaTitles);
    expect(await search.box().inputValue()).toBe('tea');
    expect(page.url()).toMatch(/\?q=tea$/);
    expect(problems.errors).toEqual([]);
  });

  it('says No results found. for an unknown word, suggests while typing, and / focuses the box', async () => {
    const { page, search } = await newSearchPage();
    await search.open();
    await search.waitForState('empty-query');
    await expectNoAxeViolations(page);

    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect.poll(() => search.box().evaluate((box) => box === document.activeElement)).toBe(true);

    await page.keyboard.type('lav');
    const option = page.getByRole('option', { name: /Lavender Essential Oil/ });
    await option.waitFor();
    expect(await search.box().getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await search.box().getAttribute('aria-expanded')).toBe('false');

    await search.search('zzyzxqq');
    await search.waitForState('no-results');
    expect(await search.results().getByRole('status').innerText()).toBe('No results found.');
  });
});
