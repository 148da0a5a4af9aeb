import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { logIn } from '../pages/cart.page.ts';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromiumArgs, testChromiumPath } from '../../../scripts/chromium.ts';
import { baseUrl, waitForSettledSlots } from './browser.ts';
import { rememberCookieDecision, type CookieChoices } from './cookie-consent.ts';

type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;

/**
 * The worker's browser, shared by its test files: the e2e project keeps one module graph per
 * worker (isolate: false), so this outlives a file. Launching one took about 0.9 s a file
 * (measured); Playwright closes it when the worker exits. A browser that went away is replaced.
 */
let workerBrowser: Browser | undefined;

async function sharedBrowser(): Promise<Browser> {
  if (!workerBrowser?.isConnected())
    workerBrowser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  return workerBrowser;
}

/**
 * The contexts of one test file's journeys, in the worker's browser. It registers the file's
 * hooks: each test's contexts closed after it, and any left by the file's own hooks after the
 * file. Each context has decided about cookies already (`cookies`, all declined by default;
 * `null` for a first visit, nothing decided; `defaults` sets the file's own default) and, given a
 * user (whose password is `<user>_123`), is signed in.
 */
export function journeyContexts(defaults: { cookies?: CookieChoices | null } = {}) {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  const closeOpen = async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  };
  afterEach(closeOpen);
  // The browser outlives the file: contexts opened in a file's own hooks go with the file.
  afterAll(closeOpen);
  return {
    newContext: async (
      user?: string | null,
      { cookies = defaults.cookies, ...options }: ContextOptions & { cookies?: CookieChoices | null } = {},
    ): Promise<BrowserContext> => {
      if (!browser) throw new Error('journeyContexts: the browser is launched in beforeAll');
      const context = await browser.newContext(options);
      open.push(context);
      if (cookies !== null) await rememberCookieDecision(context, cookies);
      if (user) await logIn(context, user, `${user}_123`);
      return context;
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
