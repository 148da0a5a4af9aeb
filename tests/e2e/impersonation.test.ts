import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, logIn } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, launchBrowser, waitForSettledSlots } from './support/browser.ts';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());
// Other files share this server: never leave the admin's session impersonating.
afterEach(async () => {
  await api(context, 'POST', '/api/rpc/switch-user-back', { password: 'admin_123' });
  await context.close();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
  return page;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Impersonation' });

describe('impersonation', () => {
  it('the admin looks the customer up, switches to her, sees the banner on other pages and ends it with the password', async () => {
    context = await browser.newContext();
    await logIn(context, 'admin', 'admin_123');
    const page = await open('/admin/switch-user');
    await page.getByRole('heading', { name: 'Switch User', exact: true }).waitFor();
    expect(await page.locator('[data-block="impersonation-banner"]').count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Search by last name (optional):').fill('Morgan');
    await page.getByRole('button', { name: 'Lookup RCN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search results' });
    await dialog.getByText('Click to switch to user').waitFor();
    await expectNoAxeViolations(page);
    const result = dialog.getByRole('button', { name: /Casey Morgan/ });
    expect(await result.innerText()).toMatch(/customer@example\.com[\s\S]*5000003/);
    await Promise.all([page.waitForEvent('load'), result.click()]);
    await waitForSettledSlots(page);
    await expect(banner(page).textContent()).resolves.toContain('Impersonating: 1003 customer');

    for (const path of ['/', '/cart']) {
      const other = await open(path);
      const bar = banner(other);
      await expect(bar.textContent()).resolves.toContain('User is currently impersonating.');
      expect(await other.locator('body > [data-block]').first().getAttribute('data-block')).toBe('impersonation-banner');
      // The banner takes its own space: the page's heading starts below it, not under it.
      await other.evaluate(() => window.scrollTo(0, 0));
      const barBox = await bar.boundingBox();
      const headerBox = await other.locator('header.demo-header').boundingBox();
      expect(headerBox!.y).toBeGreaterThanOrEqual(barBox!.y + barBox!.height - 1);
      await expectNoAxeViolations(other);
      await other.close();
    }

    // Layout shift of the page below the banner (the demo header moves if the banner's space was not reserved).
    const home = await open('/');
    const shift = await home.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          const header = document.querySelector('header.demo-header');
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources: { node: Node | null }[];
            })[]) {
              if (entry.sources.some((source) => source.node === header)) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.02);

    await banner(home)
      .getByLabel(/Your password/)
      .fill('admin_123');
    await Promise.all([home.waitForEvent('load'), banner(home).getByRole('button', { name: 'End Impersonation' }).click()]);
    await waitForSettledSlots(home);
    expect(await home.locator('[data-block="impersonation-banner"]').count()).toBe(0);
    await expect(home.locator('.demo-nav-user').textContent()).resolves.toContain('Signed in as admin');
    expect(await home.evaluate(() => sessionStorage.getItem('cmsb.impersonationMayBeActive'))).toBeNull();
  });

  it('the customer cannot switch users, not even by calling the API directly', async () => {
    context = await browser.newContext();
    await logIn(context, 'customer', 'customer_123');
    const refused = await api(context, 'POST', '/api/rpc/switch-user', { switchToUsername: 'admin' });
    expect(refused.status).toBe(403);
    expect((await api(context, 'GET', '/api/resource/user-profile?filter%5Bwhere%5D%5BlastName%5D=Stone')).status).toBe(403);

    const page = await open('/admin/switch-user');
    await page.getByText('Only super-users can switch users.').waitFor();
    expect(await page.getByRole('button', { name: 'Switch to User' }).count()).toBe(0);
    await expect(page.locator('.demo-nav-user').textContent()).resolves.toContain('Signed in as customer');
    await expectNoAxeViolations(page);
  });
});
