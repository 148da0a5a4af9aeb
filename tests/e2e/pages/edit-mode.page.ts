import type { BrowserContext, Page } from 'playwright-core';
import { EDIT_MODE_TEXTS } from '../../../server/pages/edit-mode.ts';
import { baseUrl, waitForSettledSlots, watchProblems, type PageProblems } from '../support/browser.ts';
import { api } from './cart.page.ts';

/** Edit mode's bar (server/pages/edit-mode.ts). */
export const editBar = (page: Page) => page.getByRole('region', { name: EDIT_MODE_TEXTS.region });
export const editThisPage = (page: Page) => page.getByRole('button', { name: EDIT_MODE_TEXTS.enter });

/** "Edit this page", then the page it answers with, loaded: its slots have a state from then on. */
async function turnEditModeOn(page: Page): Promise<void> {
  await editThisPage(page).click();
  await editBar(page).waitFor();
  // note: the bar is parsed before the loader runs, so a slot can still have no state when it shows.
  await page.waitForLoadState('load');
}

/**
 * Opens `path` in a new page of `context` (signed in as someone who may edit site demo), turns
 * edit mode on with "Edit this page", as an owner does, and waits until the slots have settled.
 */
export async function enterEditMode(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  await turnEditModeOn(page);
  await waitForSettledSlots(page);
  return page;
}

/** `path` open in edit mode in a new page of `context`, signed in as someone who may edit it. */
export async function openInEditMode(context: BrowserContext, path: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await page.goto(new URL(path, baseUrl()).href);
  await turnEditModeOn(page);
  return { page, problems };
}

type Section = 'homePagePopups' | 'homePageProducts' | 'homePageVideo';

/** Saves a section of site demo through the API as `context`'s user, naming the revision it holds now. */
export async function saveSection(context: BrowserContext, section: Section, body: Record<string, unknown>) {
  const revision =
    section === 'homePageVideo'
      ? ((await api(context, 'GET', '/api/pws/sites/demo/home-page-video')).body.data as { revision: number }).revision
      : ((await api(context, 'GET', '/api/pws/site-settings-section/demo')).body.data as Record<Section, { revision: number }>)[
          section
        ].revision;
  return api(context, 'PUT', `/api/pws/site-settings-section/current/${section}?siteId=demo`, { ...body, revision });
}
