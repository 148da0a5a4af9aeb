import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from './pages/cart.page.ts';
import { expectNoAxeViolations, expectSteadyLayout, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts, openSettled } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
let context: BrowserContext;
// Other files share this server: never leave the admin's session impersonating. (Registered after
// journeyContexts, so it runs before the context is closed.)
afterEach(async () => {
  await api(context, 'POST', '/api/rpc/switch-user-back', { password: 'admin_123' });
});

const open = (path: string): Promise<Page> => openSettled(context, path);

const banner = (page: Page) => page.getByRole('region', { name: 'Impersonation' });

describe('impersonation', () => {
  it('the admin looks the customer up, switches to her, sees the banner on other pages and ends it with the password', async () => {
    context = await newContext('admin');
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
    await expectSteadyLayout(home, 'header.demo-header');

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
    context = await newContext('customer');
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
