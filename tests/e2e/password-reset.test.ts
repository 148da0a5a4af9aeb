import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, logIn } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots } from './support/browser.ts';
import { passCaptcha } from './support/captcha.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

// Jordan's account belongs to this journey only: it changes his password.
const JORDAN = { username: 'jordan', email: 'jordan@example.com', oldPassword: 'jordan_123', newPassword: 'jordan_reset_42' };
const CANNOT_SET = 'Your password could not be reset. Please call us if you need additional assistance.';

let context: BrowserContext;

const resetBlock = (page: Page) => page.locator('[data-block="reset-password"] .cmsb-reset-password');

async function open(page: Page, path: string) {
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

/** The link of the newest mail in /dev/outbox, read by an administrator in a context of their own. */
async function newestResetLink(): Promise<string> {
  const admin = await newContext();
  try {
    await logIn(admin, 'admin', 'admin_123');
    const page = await admin.newPage();
    await open(page, '/dev/outbox');
    await expectNoAxeViolations(page);
    const mail = page.locator('main article').first();
    expect(await mail.locator('dd').first().innerText()).toBe(JORDAN.email);
    expect(await mail.getByRole('heading', { level: 2 }).innerText()).toBe('Reset your password');
    return (await mail.getByRole('link').getAttribute('href')) ?? '';
  } finally {
    await admin.close();
  }
}

describe('password reset', () => {
  it('mails jordan a link that sets a new password once; he logs in with it', async () => {
    context = await newContext();
    const page = await context.newPage();

    await open(page, '/forgot-password');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Username or email address' }).fill(JORDAN.username);
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await resetBlock(page).and(page.locator('[data-state="done"]')).waitFor();
    expect(await resetBlock(page).getByRole('status').innerText()).toMatch(/^You will receive an email shortly .*spam folder\.$/);

    // The mail, as an administrator reads it in the development outbox; jordan cannot open that.
    await open(page, '/dev/outbox');
    expect(new URL(page.url()).pathname).toBe('/login');
    const href = await newestResetLink();
    expect(new URL(href).origin).toBe(new URL(baseUrl()).origin);
    expect(new URL(href).pathname).toMatch(/^\/set-new-password\/1006\/[\w-]{43}\/\d{13}$/);
    await open(page, href);
    await expectNoAxeViolations(page);

    await setNewPassword(page, JORDAN.newPassword);
    const done = resetBlock(page).and(page.locator('[data-state="done"]'));
    await done.getByText('Your password has been changed.').waitFor();
    await done.getByRole('link', { name: 'Log in with your new password' }).click();
    await page.waitForURL(new URL('/login', baseUrl()).href);
    await waitForSettledSlots(page);

    // Through the /login page's form, as jordan would.
    await page.getByRole('textbox', { name: 'Username' }).fill(JORDAN.username);
    await page.getByLabel(/^Password/).fill(JORDAN.newPassword);
    await passCaptcha(page);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    // /login-home sends him on to the redirect path (the home page without one).
    await page.waitForURL((url) => url.pathname !== '/login');
    const session = await api(context, 'GET', '/api/session');
    expect(session.body.data).toMatchObject({ id: '1006', username: JORDAN.username });

    // The same link a second time: refused, and the password stays the new one.
    await open(page, new URL(href).pathname);
    await setNewPassword(page, 'jordan_again_7');
    const refused = resetBlock(page).and(page.locator('[data-state="cannot-set"]'));
    await refused.waitFor();
    expect(await refused.locator('.cmsb-error-banner__message').innerText()).toBe(CANNOT_SET);
    expect((await api(context, 'POST', '/api/session', { username: JORDAN.username, password: 'jordan_again_7' })).status).toBe(
      422,
    );
  });

  it('shows an expired link as expired, mentioning the one-hour expiry, without calling the server', async () => {
    context = await newContext();
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v2/password-reset')) calls.push(request.url());
    });
    await open(page, `/set-new-password/1006/an_old_token/${Date.now() - 60_000}`);
    const expired = resetBlock(page).and(page.locator('[data-state="invalid-token"]'));
    expect(await expired.getByRole('alert').innerText()).toMatch(/expired\. Reset emails expire after one hour/);
    expect(await expired.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password');
    expect(await page.getByLabel(/^New password/).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(calls).toEqual([]);
  });
});
