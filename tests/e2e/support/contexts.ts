import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logIn } from '../pages/cart.page.ts';
import { baseUrl, waitForSettledSlots } from './browser.ts';
import { rememberCookieDecision } from './cookie-consent.ts';

type ContextOptions = Parameters<Browser['newContext']>[0];

/**
 * The browser contexts of one test file's journeys: each has decided about cookies already and,
 * given a user (whose password is `<user>_123`), is signed in. `closeAll` after each test.
 */
export function journeyContexts(browser: () => Browser) {
  const open: BrowserContext[] = [];
  return {
    newContext: async (user?: string, options: ContextOptions = {}): Promise<BrowserContext> => {
      const context = await browser().newContext(options);
      open.push(context);
      await rememberCookieDecision(context);
      if (user) await logIn(context, user, `${user}_123`);
      return context;
    },
    closeAll: async (): Promise<void> => {
      await Promise.all(open.splice(0).map((context) => context.close()));
    },
  };
}

/** Opens `path` in a new page of `context` and waits until its slots have settled. */
export async function openSettled(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
  return page;
}
