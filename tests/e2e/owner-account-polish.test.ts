import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enterEditMode, saveSection } from './pages/edit-mode.page.ts';
import { expectNoAxeViolations } from './support/browser.ts';
import { journeyContexts, openSettled } from './support/contexts.ts';

/** Issue 25, items 11-14: the owner's product picker, the link creator, the password mismatch and the login's unknown code. */

const { newContext } = journeyContexts();

const NOT_GOODS = ['Kids Foundation donation', 'Personal Website Setup', 'Mobile App Subscription'];
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('the home-page products picker', () => {
  it('offers only goods, and the server refuses a donation, a service or a subscription', async () => {
    const context = await newContext('distributor');
    const owner = await enterEditMode(context, '/');
    const results = owner.locator('[data-block="home-page-products"] .cmsb-hpp-edit__result > span');
    await results.first().waitFor();
    const offered = await results.allInnerTexts();
    expect(offered).toContain('Lavender Essential Oil');
    for (const name of NOT_GOODS) expect(offered).not.toContain(name);
    expect((await saveSection(context, 'homePageProducts', { productCount: 3, productIds: ['P108'] })).status).toBe(422);
  });
});

describe('the link creator', () => {
  it('has one "Share a link" heading, and no QR code or QR button while the link is refused', async () => {
    const page = await openSettled(await newContext('distributor'), '/distributor/links');
    expect(await page.getByRole('heading', { name: 'Share a link' }).count()).toBe(1);
    const block = page.locator('[data-block="distributor-link-creator"]');
    await block.getByRole('button', { name: 'Show QR code' }).click();
    await block.getByRole('img', { name: /^QR code for / }).waitFor();

    await block.getByRole('combobox', { name: 'The link opens' }).selectOption({ label: 'A page of your choice' });
    await block.getByRole('textbox', { name: /Link to share/ }).fill('https://evil.example/page');
    await block.getByRole('textbox', { name: /Link to share/ }).blur();
    await block.getByText('The link must be on the company site or a hosted personal site.').waitFor();
    expect(await block.getByRole('button', { name: /QR code/ }).count()).toBe(0);
    expect(await block.getByRole('img', { name: /^QR code for / }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});

describe('differing new passwords', () => {
  it('My Profile says "The passwords do not match." at the verify field it moves to', async () => {
    const page = await openSettled(await newContext('riley'), '/my-profile');
    await page.getByLabel(/^Password/).fill('riley_456');
    const verify = page.getByLabel('Verify Password');
    await verify.fill('riley_789');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    expect(await focused(page)).toBe(await verify.getAttribute('id'));
    expect(await verify.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
  });

  it('the profile edit form says it at the confirm field it moves to', async () => {
    const page = await openSettled(await newContext('riley'), '/profile');
    await page.getByRole('checkbox', { name: 'Change my password' }).check();
    await page.getByLabel(/^New Password/).fill('riley_456');
    const confirm = page.getByLabel(/^Confirm New Password/);
    await confirm.fill('riley_789');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The passwords do not match.').waitFor();
    expect(await focused(page)).toBe(await confirm.getAttribute('id'));
  });
});

describe('the login page opened with an error code', () => {
  it('says "Please sign in." for a code it does not know, and the system failure for a real one', async () => {
    const context = await newContext();
    const unknown = await openSettled(context, '/login?errorCode=somethingOld');
    const form = unknown.locator('form.cmsb-login');
    expect(await form.getByRole('status').innerText()).toBe('Please sign in.');
    expect(await form.getByRole('alert').count()).toBe(0);
    await expectNoAxeViolations(unknown);

    const failure = await openSettled(context, '/login?errorCode=systemFailure');
    expect(await failure.locator('form.cmsb-login .cmsb-error-banner__message').innerText()).toBe(
      'An error occurred. Please ensure you are connected to the internet and try again.',
    );
  });
});
