import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, expectSteadyLayout, waitForSettledSlots, watchProblems } from './support/browser.ts';
import { passCaptcha } from './support/captcha.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts();
let context: BrowserContext;

async function openPage(path: string, { user }: { user?: string } = {}): Promise<Page> {
  context = await newContext(user);
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await page.goto(new URL(path, baseUrl()).href);
  await waitForSettledSlots(page);
  await expectSteadyLayout(page);
  await expectNoAxeViolations(page);
  expect(problems.errors).toEqual([]);
  return page;
}

describe('contact the site owner', () => {
  it('marks a bad email and keeps the rest; a good message reaches the owner’s list', async () => {
    const page = await openPage('/contact');
    const form = page.locator('[data-block="contact-site-owner"]');
    const name = `Pat Visitor ${Date.now()}`;
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Comment' }).fill('Do you ship to Canada?');
    await form.getByRole('textbox', { name: 'Email' }).fill('pat@example');
    await form.getByRole('textbox', { name: 'Phone' }).fill('303 555 0100');
    await form.getByRole('button', { name: 'Send message' }).click();

    const email = form.getByRole('textbox', { name: 'Email' });
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    expect(await form.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('Do you ship to Canada?');
    expect(await form.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('303 555 0100');

    await email.fill('pat@example.com');
    await passCaptcha(page);
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Thank you! Your request has been submitted.').waitFor();
    await expectNoAxeViolations(page);

    await logIn(context, 'distributor', 'distributor_123');
    await page.goto(new URL('/owner/messages', baseUrl()).href);
    const newest = page.locator('main article').first();
    expect(await newest.getByRole('heading', { level: 2 }).innerText()).toBe(name);
    expect(await newest.innerText()).toContain('Do you ship to Canada?');
    await expectNoAxeViolations(page);
  });
});

describe('free event registration', () => {
  it('registers a logged-in visitor, then someone else on an empty form', async () => {
    const page = await openPage('/events', { user: 'customer' });
    const block = page.locator('[data-block="free-simple-event-registration"] .cmsb-event');
    expect(await block.getByText('Essential Oils 101').count()).toBe(1);

    const register = async (first: string, last: string, email: string) => {
      await block.getByRole('textbox', { name: 'First name' }).fill(first);
      await block.getByRole('textbox', { name: 'Last name' }).fill(last);
      await block.getByRole('textbox', { name: 'Email' }).fill(email);
      await block.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
      await passCaptcha(page);
      await block.getByRole('button', { name: 'Register' }).click();
    };

    await register('casey', 'morgan', 'customer@example.com');
    await block.getByText('Casey Morgan is registered for Essential Oils 101.').waitFor();
    expect(await block.getByText(/^Ticket number: [A-Z2-9]{10}$/).count()).toBe(1);
    await expectNoAxeViolations(page);

    await block.getByRole('button', { name: 'Register another' }).click();
    expect(await block.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('');
    await register('jamie', 'morgan', 'jamie@example.com');
    await block.getByText('Jamie Morgan is registered for Essential Oils 101.').waitFor();
  });

  it('asks a visitor without a login to log in', async () => {
    const page = await openPage('/events');
    const block = page.locator('[data-block="free-simple-event-registration"] .cmsb-event');
    await block.getByText('You must be logged in before you can register for events.').waitFor();
    expect(await block.getAttribute('data-state')).toBe('not-logged-in');
    expect(await block.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=/events');
    expect(await block.getByRole('textbox').count()).toBe(0);
  });
});
