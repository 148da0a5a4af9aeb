import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
let context: BrowserContext;

const PROFILE = '/api/checkout/profile/current';

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
  return page;
}

/** Puts riley's profile back as it was, so a second run starts from the same data. */
async function restore(profile: Record<string, unknown>): Promise<void> {
  const { status } = await api(context, 'PUT', PROFILE, { ...profile, password: '', passwordTwo: '' });
  expect(status).toBe(200);
}

describe('profile pages', () => {
  it('asks a visitor who is not logged in to log in and come back', async () => {
    context = await newContext();
    const page = await open('/my-profile');
    await page.getByText('You must be logged in before you can use this page.').waitFor();
    expect(await page.locator('[data-block="my-profile"]').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=/my-profile',
    );
    await expectNoAxeViolations(page);
  });

  it('My Profile: riley sees her PGPV and her edit survives a reload', async () => {
    context = await newContext('riley');
    const before = (await api(context, 'GET', PROFILE)).body.data as Record<string, unknown>;
    const page = await open('/my-profile');
    await page.getByRole('table', { name: 'PGPV' }).waitFor();
    expect(await page.getByRole('table', { name: 'PGPV' }).innerText()).toContain('Accumulated lifetime');
    await expectNoAxeViolations(page);

    const mobile = page.getByRole('textbox', { name: 'Mobile Phone' });
    await mobile.fill('512-555-7007');
    await page.getByRole('textbox', { name: 'Address Line 2' }).first().fill('Unit 7');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Your information was updated successfully!').waitFor();

    await page.reload();
    await waitForSettledSlots(page);
    expect(await page.getByRole('textbox', { name: 'Mobile Phone' }).inputValue()).toBe('512-555-7007');
    expect(await page.getByRole('textbox', { name: 'Address Line 2' }).first().inputValue()).toBe('Unit 7');
    await restore(before);
  });

  it('My Profile: the hints say what the rule takes, and the current password is required only for a change that needs it', async () => {
    context = await newContext('riley');
    const page = await open('/my-profile');
    const password = page.getByLabel(/^Password/);
    const current = page.getByLabel(/^Current Password/);
    const username = page.getByRole('textbox', { name: /^Username/ });
    await username.waitFor();
    // riley's own password, riley_123, has an underscore: the hints say it may.
    const description = (field: typeof password) =>
      field.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    expect(await description(password)).toBe('Letters, numbers and underscores only.');
    expect(await description(username)).toBe('Letters, numbers and underscores only.');
    const requiredMark = () => current.getAttribute('aria-required');
    expect(await requiredMark()).toBeNull();

    const email = page.getByRole('textbox', { name: /^Email/ });
    const stored = await email.inputValue();
    await email.fill(`new.${stored}`);
    expect(await requiredMark()).toBe('true');
    await email.fill(stored);
    expect(await requiredMark()).toBeNull();

    await password.fill('riley-456');
    await password.press('Tab');
    await page.getByText('Use only letters, numbers and underscores.').waitFor();
    expect(await requiredMark()).toBe('true');
    await expectNoAxeViolations(page);
  });

  it('profile edit: the geo-code lookup fills city and state, and the save survives a reload', async () => {
    context = await newContext('riley');
    const before = (await api(context, 'GET', PROFILE)).body.data as Record<string, unknown>;
    const page = await open('/profile');
    const ship = page.getByRole('group', { name: 'Shipping Address' });
    await ship.getByRole('option', { name: 'Mexico', exact: true }).waitFor({ state: 'attached' });
    await expectNoAxeViolations(page);

    await ship.getByRole('combobox', { name: 'Country' }).selectOption('MEX');
    await ship.getByRole('option', { name: 'Nuevo León' }).waitFor({ state: 'attached' });
    await ship.getByRole('textbox', { name: 'Postal Code' }).fill('64000');
    await expect.poll(() => ship.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Monterrey');
    expect(await ship.getByRole('combobox', { name: 'State' }).inputValue()).toBe('NLE');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your information was updated successfully!').waitFor();

    await page.reload();
    await waitForSettledSlots(page);
    const reloaded = page.getByRole('group', { name: 'Shipping Address' });
    await expect.poll(() => reloaded.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Monterrey');
    expect(await reloaded.getByRole('combobox', { name: 'Country' }).inputValue()).toBe('MEX');
    expect(await reloaded.getByRole('textbox', { name: 'Postal Code' }).inputValue()).toBe('64000');
    await restore(before);
  });

  it('profile edit: a new password needs the current one; a wrong one is named at its field, the right one saves', async () => {
    context = await newContext('riley');
    const before = (await api(context, 'GET', PROFILE)).body.data as Record<string, unknown>;
    const page = await open('/profile');
    await page.getByRole('checkbox', { name: 'Change my password' }).check();
    await page.getByLabel(/^New Password/).fill('riley_456');
    await page.getByLabel(/^Confirm New Password/).fill('riley_456');
    const current = page.getByLabel(/^Current Password/);
    await current.fill('not_it_1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The current password is not correct.').waitFor();
    await expect.poll(() => current.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByLabel(/^New Password/).inputValue()).toBe('riley_456');
    await expectNoAxeViolations(page);

    await current.fill('riley_123');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your information was updated successfully!').waitFor();
    // Back to the demo password: the change took, since the new one is now the current one.
    const { status } = await api(context, 'PUT', PROFILE, {
      ...before,
      password: 'riley_123',
      passwordTwo: 'riley_123',
      currentPassword: 'riley_456',
    });
    expect(status).toBe(200);
  });
});
