import type { Page } from 'playwright-core';

/** The cookie notice's bar (blocks/site/cookie-notice). */
export const cookieBar = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

/** Waits until the notice has the server's setting and has decided whether to ask (its data-state). */
export const cookieBarSettled = (page: Page) =>
  page.locator('[data-block="cookie-notice"] :is([data-state="asking"], [data-state="away"])').waitFor({ state: 'attached' });
