import type { Frame, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts({ cookies: null });

const EVENT_SLOT =
  '<div data-block="free-simple-event-registration" data-props="{&quot;eventId&quot;:&quot;essential-oils-101&quot;}"></div>';
const BAD_QUANTITY_SLOT =
  '<div data-block="add-to-cart-button" data-props="{&quot;skuNumber&quot;:&quot;TEA12&quot;,&quot;qty&quot;:0}"></div>';

/** The editing area (TinyMCE's iframe) once the editor is ready. */
async function editingArea(page: Page): Promise<Frame> {
  await page.getByRole('button', { name: 'Insert block' }).waitFor();
  const area = await (await page.locator('iframe.tox-edit-area__iframe').elementHandle()).contentFrame();
  if (!area) throw new Error('no editing area');
  return area;
}

async function setContent(page: Page, html: string): Promise<void> {
  await page.evaluate(
    (content) =>
      (window as unknown as { tinymce: { activeEditor: { setContent(html: string): void } } }).tinymce.activeEditor.setContent(
        content,
      ),
    html,
  );
}

describe('the editor’s previews as visitors see them', () => {
  it('shows blocks to a guest by default, with no cookie and nothing stored, and to the signed-in administrator on request', async () => {
    const context = await newContext('admin');
    const page = await context.newPage();
    /** The API reads the previews in the editing area sent, with whether a cookie went along. */
    const previewReads: Promise<{ path: string; cookie: boolean }>[] = [];
    page.on('request', (request: Request) => {
      if (request.frame() !== page.mainFrame() && new URL(request.url()).pathname.startsWith('/api/')) {
        previewReads.push(
          request.allHeaders().then((headers) => ({ path: new URL(request.url()).pathname, cookie: 'cookie' in headers })),
        );
      }
    });
    await page.goto(new URL('/editor/pages/new', baseUrl()).href);
    const area = await editingArea(page);
    expect(await page.getByRole('radio', { name: 'Guest' }).isChecked()).toBe(true);

    // the administrator closed a popup once; a guest never did
    await page.evaluate(() => localStorage.setItem('cmsb.closedPopups', '["spring"]'));
    const storedInPreviews = () => area.evaluate(() => localStorage.getItem('cmsb.closedPopups'));
    await setContent(page, EVENT_SLOT + BAD_QUANTITY_SLOT);
    const event = area.locator('[data-cmsb-preview="free-simple-event-registration"]');
    await event.getByText('You must be logged in before you can register for events.').waitFor();
    expect(await storedInPreviews()).toBeNull();
    // a preview that fails names the block and the prop by their titles, and what to do
    await area
      .locator('[data-cmsb-preview="add-to-cart-button"]')
      .getByText('Add to cart button: "Quantity" must be at least 1.', { exact: true })
      .waitFor();
    const guestReads = await Promise.all(previewReads.splice(0));
    expect(guestReads.length).toBeGreaterThan(0);
    expect(guestReads.filter((read) => read.cookie)).toEqual([]);

    await page.getByRole('radio', { name: 'Signed-in member (you)' }).check();
    await event.locator('input[name="firstName"]').waitFor();
    expect(await event.getByText('You must be logged in').count()).toBe(0);
    expect(await storedInPreviews()).toBe('["spring"]');
    expect((await Promise.all(previewReads.splice(0))).some((read) => read.cookie)).toBe(true);

    await page.getByRole('radio', { name: 'Guest' }).check();
    await event.getByText('You must be logged in before you can register for events.').waitFor();

    // the phone width narrows the editing area, so blocks lay out as on a phone
    await page.getByRole('checkbox', { name: 'Phone width' }).check();
    await expect.poll(() => area.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('checkbox', { name: 'Phone width' }).uncheck();
    await expect.poll(() => area.evaluate(() => window.innerWidth)).toBeGreaterThan(390);
  });

  it('names the editing frame and the inserter’s preview frame, with a language, for assistive technology', async () => {
    const context = await newContext('admin');
    const page = await context.newPage();
    await page.goto(new URL('/editor/pages/new', baseUrl()).href);
    const area = await editingArea(page);
    expect(await area.evaluate(() => [document.title, document.documentElement.lang])).toEqual(['Page content', 'en']);

    await page.getByRole('button', { name: 'Insert block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert block' });
    await dialog.getByRole('combobox', { name: 'Search blocks' }).fill('add to cart');
    await dialog.getByRole('combobox', { name: 'Search blocks' }).press('ArrowDown');
    const frame = dialog.locator('iframe.cmsb-block-preview-frame');
    await frame.waitFor({ timeout: 10_000 });
    const title = await frame.getAttribute('title');
    expect(title).toMatch(/^Preview: Add to cart/);
    const preview = await (await frame.elementHandle()).contentFrame();
    await expect.poll(() => preview?.evaluate(() => [document.title, document.documentElement.lang])).toEqual([title, 'en']);
  });
});
