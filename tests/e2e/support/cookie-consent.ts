import type { BrowserContext } from 'playwright-core';
import { api } from '../pages/cart.page.ts';

/** The optional cookie categories; necessary cookies need no consent. */
export interface CookieChoices {
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
}

const DECLINED: CookieChoices = { preferences: false, analytics: false, marketing: false };

/**
 * Stores a cookie decision for the server's current consent revision in every page the context
 * opens, as a visitor who decided earlier has it, so the notice stays away from journeys about
 * something else.
 */
export async function rememberCookieDecision(context: BrowserContext, categories: CookieChoices = DECLINED): Promise<void> {
  const answer = await api(context, 'GET', '/api/cookie-notice-message');
  const { revision } = (answer.body as { data: { revision: number } }).data;
  const decision = JSON.stringify({ revision, categories, decidedAt: new Date().toISOString() });
  await context.addInitScript((value) => {
    if (localStorage.getItem('cmsb.cookieConsent.v3') === null) localStorage.setItem('cmsb.cookieConsent.v3', value);
  }, decision);
}
