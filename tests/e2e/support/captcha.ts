import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { APIRequestContext, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';

/**
 * Passes the captcha of the form on `page` as a visitor does: ticks the widget's checkbox unless
 * it is already at work (it starts once the form has focus) and waits until it says verified.
 */
export async function passCaptcha(page: Page): Promise<void> {
  const widget = page.locator('altcha-widget .altcha');
  if ((await widget.getAttribute('data-state')) === 'unverified') await widget.getByRole('checkbox').click();
  await page.locator('altcha-widget .altcha[data-state="verified"]').waitFor();
}

/** A solved captcha for a form posted straight to the API, as the widget would send it. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get(new URL('/api/captcha/challenge', baseUrl()).href);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
