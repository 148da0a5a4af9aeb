import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './pages/cart.page.ts';
import { hostRewritingProxy } from '../support/host-rewriting-proxy.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { passCaptcha, solvedCaptcha } from './support/captcha.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

/** The /login page as a visitor uses it. */
class LoginPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(new URL(`/login${search}`, baseUrl()).href);
    await waitForSettledSlots(this.page);
  }

  form() {
    return this.page.locator('form.cmsb-login');
  }

  async submit(username: string, password: string) {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await passCaptcha(this.page);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  /** The failure the form shows: the error banner's message. */
  message() {
    return this.form().getByRole('alert').locator('.cmsb-error-banner__message');
  }
}

const url = (path: string) => new URL(path, baseUrl()).href;

let context: BrowserContext;

async function loginPage(): Promise<LoginPage> {
  context = await newContext();
  return new LoginPage(await context.newPage());
}

describe('login', () => {
  it('says a wrong password was incorrect, then logs in with the right one and goes to the redirect', async () => {
    const login = await loginPage();
    await login.open('?redirect=%2Fcart');
    await expectNoAxeViolations(login.page);
    await expect(login.page.getByRole('heading', { name: "Don't have an account?" }).isVisible()).resolves.toBe(true);
    await expect(login.page.getByRole('link', { name: 'Become a distributor' }).getAttribute('href')).resolves.toBe(
      '/signup-form/distributor',
    );

    await login.submit('distributor', 'not-the-password');
    await expect(login.message().textContent()).resolves.toBe('The username or password was incorrect.');
    await expect(login.page.getByLabel('Username').inputValue()).resolves.toBe('distributor');
    await expectNoAxeViolations(login.page);

    await login.submit('distributor', 'distributor_123');
    await login.page.waitForURL(url('/cart'));
    await expect(login.page.locator('.demo-nav-user').textContent()).resolves.toContain('Signed in as distributor');
  });

  it("lets the owner log in with the form after an attacker's six wrong passwords on the account", async () => {
    const attacker = await newContext();
    try {
      for (let i = 0; i < 6; i++) {
        const captcha = await solvedCaptcha(attacker.request);
        const body = { username: 'staff', password: `guess_${i}`, captcha };
        expect((await api(attacker, 'POST', '/api/session', body)).status).toBe(422);
      }
    } finally {
      await attacker.close();
    }
    const login = await loginPage();
    await login.open();
    // The account now asks for the captcha (the form always shows it) and a short wait, never a lock.
    await login.submit('staff', 'staff_123');
    await login.page.waitForURL(url('/'));
    await expect(login.page.locator('.demo-nav-user').textContent()).resolves.toContain('Signed in as staff');
  });

  it('behind a proxy the server was not told of (no PUBLIC_ORIGIN), shows visitors neutral words and tells the host what to set', async () => {
    // As nginx by default: the server sees its own Host, while the page's Origin is the proxy's.
    const proxy = await hostRewritingProxy(baseUrl());
    try {
      context = await newContext();
      const page = await context.newPage();
      const problems = await watchProblems(page);
      await page.goto(`${proxy.url}/login`);
      await waitForSettledSlots(page);
      const login = new LoginPage(page);
      await login.submit('distributor', 'distributor_123');
      await expect(login.message().textContent()).resolves.toBe("This page can't do that right now.");
      await expect(login.form().getAttribute('data-state')).resolves.toBe('unavailable');
      expect(problems.blockErrors).toEqual([
        `Block "login": This server does not take POST requests from the origin "${proxy.url}". If visitors reach the site there, list that origin in PUBLIC_ORIGIN.`,
      ]);
      await expectNoAxeViolations(page);
    } finally {
      await proxy.close();
    }
  });

  it("shows a disabled account's message", async () => {
    const login = await loginPage();
    await login.open();
    await login.submit('disabled', 'disabled_123');
    await expect(login.message().textContent()).resolves.toBe(
      'Your account has been disabled. Please call the distributor services center for help with your account.',
    );
  });

  it('opens /login?errorCode=unauthorized with its message', async () => {
    const login = await loginPage();
    await login.open('?errorCode=unauthorized&redirect=%2Fmy-profile');
    await expect(login.message().textContent()).resolves.toBe(
      'You do not have permission to access that page. Please login and try again.',
    );
  });

  it('refuses hostile redirects: the browser ends on the home page, never elsewhere', async () => {
    const login = await loginPage();
    await login.open(`?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await login.submit('admin', 'admin_123');
    await login.page.waitForURL(url('/'));

    for (const hostile of [
      'https://evil.example/',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%09/evil.example',
      'javascript:alert(1)',
      '/%252F%252Fevil.example',
    ]) {
      await login.page.goto(url(`/login-home?redirect=${encodeURIComponent(hostile)}`));
      expect(login.page.url()).toBe(url('/'));
    }
    await login.page.goto(url('/login-home?redirect=%2Fproducts'));
    expect(login.page.url()).toBe(url('/products'));
    await login.page.goto(url('/login-home'));
    expect(login.page.url()).toBe(url('/'));
    await waitForSettledSlots(login.page);
    await expectNoAxeViolations(login.page);
  });

  it('signs no one out at /login?logout=1 (a link); the nav\'s "Log out" posts, ends the session and shows the form', async () => {
    context = await newContext('admin');
    const login = new LoginPage(await context.newPage());
    await login.open('?logout=1');
    await expect(login.page.locator('.demo-nav-user').textContent()).resolves.toContain('Signed in as admin');
    expect((await api(context, 'GET', '/api/session')).body.data).toMatchObject({ username: 'admin' });

    const nav = login.page.getByRole('navigation', { name: 'Demo pages' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await nav.getByRole('button', { name: 'Log out' }).click();
    await login.page.waitForURL(url('/login'));
    await waitForSettledSlots(login.page);
    await expect(login.page.getByLabel('Username').isVisible()).resolves.toBe(true);
    await expect(login.page.locator('.demo-nav-user').textContent()).resolves.toContain('Not signed in');
    expect((await api(context, 'GET', '/api/session')).body.data).toBeNull();
    await expectNoAxeViolations(login.page);
  });
});

describe('OpenID Connect', () => {
  it('signs in to the demo client through the login block and shows the subject', async () => {
    context = await newContext();
    const page = await context.newPage();
    await page.goto(url('/demo/oidc-client'));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sign in with cms-blocks' }).click();

    await page.waitForURL(/\/login\?oidcInteractionId=[\w-]+$/);
    await waitForSettledSlots(page);
    const login = new LoginPage(page);
    await login.submit('admin', 'admin_123');

    await page.waitForURL(/\/demo\/oidc-client\?result=[\w-]+$/);
    await expect(page.locator('[data-claim="Subject (sub)"]').textContent()).resolves.toBe('1001');
    await expect(page.locator('[data-claim="Username"]').textContent()).resolves.toBe('admin');
    await expect(page.locator('[data-claim="Issuer"]').textContent()).resolves.toBe(`${new URL(baseUrl()).origin}/oidc`);
    await expectNoAxeViolations(page);
  });
});
