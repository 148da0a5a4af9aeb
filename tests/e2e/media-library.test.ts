import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { slotHtml } from '#host/slot-props.ts';
import { pngBytes } from '../server/support/image-bytes.ts';
import { api } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, watchProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

const { newContext } = journeyContexts();

async function open(context: BrowserContext, path: string): Promise<{ page: Page; cspViolations: () => string[] }> {
  const page = await context.newPage();
  const problems = await watchProblems(page);
  await page.goto(new URL(path, baseUrl()).href);
  return { page, cspViolations: () => problems.cspViolations };
}

/** Chooses `bytes` as the upload form's file, under `name`. */
async function chooseFile(page: Page, name: string, bytes: Uint8Array) {
  await page.getByLabel('Image file').setInputFiles({ name, mimeType: 'image/png', buffer: Buffer.from(bytes) });
}

describe('the media library', () => {
  it('an administrator uploads an image with its description, uploads it again, edits it, places it and deletes it', async () => {
    const context = await newContext('admin');
    const { page, cspViolations } = await open(context, '/editor');
    await page.getByRole('link', { name: 'Media library' }).click();
    await page.getByRole('heading', { name: 'Media library', level: 1 }).waitFor();
    const tea = pngBytes(97, 61);

    await chooseFile(page, 'Green tea.png', tea);
    await page.getByRole('textbox', { name: 'Image description (optional)' }).fill('A cup of green tea');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Uploaded “Green tea.png”.' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Green tea\.png/ }) });
    const description = row.getByRole('textbox', { name: /^Image description Green tea\.png/ });
    expect(await description.inputValue()).toBe('A cup of green tea');
    await expectNoAxeViolations(page);

    // the same bytes under another name: one entry, and the library says so
    await chooseFile(page, 'tea copy.png', tea);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '“Green tea.png” was already in the media library.' }).waitFor();
    expect(await page.getByRole('rowheader', { name: /tea copy\.png/ }).count()).toBe(0);

    await description.fill('A cup of green tea on a wooden table');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // placed in a block, the image brings its description, which the block may change
    const editor = await context.newPage();
    await editor.goto(new URL('/editor/pages/new', baseUrl()).href);
    await editor.getByRole('button', { name: 'Insert block' }).click();
    const inserter = editor.getByRole('dialog', { name: 'Insert block' });
    await inserter.getByRole('combobox', { name: 'Search blocks' }).fill('downloadable');
    await inserter.getByRole('option', { name: 'Downloadable image', exact: true }).click();
    const form = editor.getByRole('dialog', { name: 'Insert block: Downloadable image' });
    await form.getByRole('combobox', { name: 'Image', exact: true }).fill('green tea');
    await form.getByRole('option').filter({ hasText: 'Green tea.png' }).click();
    expect(await form.getByRole('textbox', { name: 'Image description' }).inputValue()).toBe(
      'A cup of green tea on a wooden table',
    );
    await editor.close();

    // a page that shows it is named before the image is deleted
    const src = await row.getAttribute('data-media-url');
    const content = slotHtml('downloadable-image', { src, alt: 'Tea', label: 'Download', downloadUrl: src });
    const saved = await api(context, 'POST', '/api/cms/pages', { title: 'Tea corner', slug: 'tea-corner', content });
    expect(saved.status).toBe(200);

    await page.reload();
    await row.getByRole('button', { name: 'Delete…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Green tea.png”?' });
    await dialog.getByText('Pages that show this image will show nothing in its place.').waitFor();
    await dialog.getByText('These pages show it:').waitFor();
    expect(await dialog.getByRole('link', { name: 'Edit “Tea corner”' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    // Cancel gives the focus back to the row's button, ready for a second look
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.getByRole('button', { name: 'Delete…' }).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete image' }).click();
    await page.getByRole('status').filter({ hasText: 'Deleted “Green tea.png”.' }).waitFor();
    expect(await page.getByRole('rowheader', { name: /^Green tea\.png/ }).count()).toBe(0);
    expect(cspViolations()).toEqual([]);
  }, 90_000);
});
