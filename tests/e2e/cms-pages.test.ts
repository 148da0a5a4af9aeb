import type { BrowserContext } from 'playwright-core';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { editorPagePath, PageSchema } from '#contracts/cms-pages.ts';
import { unknownReferenceText } from '#contracts/references.ts';
import { slotHtml } from '#host/slot-props.ts';
import { CONFLICT_HEADING } from '../../server/pages/cms/page-form-words.ts';
import { api } from './pages/cart.page.ts';
import { CmsPageForm } from './pages/cms-page-form.page.ts';
import { baseUrl, expectNoAxeViolations } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });
let context: BrowserContext;
beforeEach(async () => {
  context = await newContext('admin');
});

async function createPage(title: string, slug: string, content: string) {
  const { status, body } = await api(context, 'POST', '/api/cms/pages', { title, slug, content });
  expect(status).toBe(200);
  return v.parse(PageSchema, body.data);
}

// Long journeys: each opens the editor (TinyMCE and block previews) once or twice and saves.
describe('the CMS page form', { timeout: 90_000 }, () => {
  it('fills the address from the title until it is typed, and heads the form with the saved title', async () => {
    const form = await CmsPageForm.open(context, '/editor/pages/new');
    await form.title.fill('Crème brûlée');
    expect(await form.address.inputValue()).toBe('creme-brulee');
    await form.title.pressSequentially(' & candles');
    expect(await form.address.inputValue()).toBe('creme-brulee-candles');

    await form.address.fill('dessert-nights');
    await form.title.fill('Crème brûlée evenings');
    expect(await form.address.inputValue()).toBe('dessert-nights');
    expect(await form.heading.textContent()).toBe('New page');

    await form.typeInContent('Dessert by candlelight.');
    expect(await form.publish()).toBe('Published.');
    expect(await form.heading.textContent()).toBe('Edit: Crème brûlée evenings');
    expect(await form.page.title()).toBe('Edit: Crème brûlée evenings · cms-blocks demo');
    expect(await form.page.getByRole('link', { name: 'View published page' }).getAttribute('href')).toBe('/pages/dessert-nights');
    expect(await form.page.getByRole('button', { name: 'Preview' }).isVisible()).toBe(true);

    // Published now: renaming the page keeps its address, so links to it keep working.
    await form.title.fill('Crème brûlée, the sequel');
    expect(await form.address.inputValue()).toBe('dessert-nights');
    expect(await form.publish()).toBe('Published.');
    expect(await form.heading.textContent()).toBe('Edit: Crème brûlée, the sequel');
    await expectNoAxeViolations(form.page);
  });

  it('does not let the title move the address of a page saved before', async () => {
    const page = await createPage('Opening hours', 'opening-hours', '<p>Nine to five.</p>');
    const form = await CmsPageForm.open(context, editorPagePath(page.id));
    await form.title.fill('Opening hours in winter');
    expect(await form.address.inputValue()).toBe('opening-hours');
  });

  it('names the pages that link to a page before deleting it, then still saves a fix of them, warning of the slot', async () => {
    const oldResults = await createPage('Old results', 'old-results', '<p>Results</p>');
    const page = await createPage(
      'Search corner',
      'search-corner',
      `<p>Find anything.</p>\n${slotHtml('spacer-medium', {})}\n${slotHtml('site-search-box', { resultsPath: '/pages/old-results' })}`,
    );

    const target = await CmsPageForm.open(context, editorPagePath(oldResults.id));
    await target.page.getByRole('button', { name: 'Delete page…' }).click();
    const dialog = target.page.getByRole('dialog', { name: 'Delete this page?' });
    const edit = dialog.getByRole('link', { name: 'Edit “Search corner”' });
    await edit.waitFor();
    expect(await edit.getAttribute('href')).toBe(editorPagePath(page.id));
    await expectNoAxeViolations(target.page);
    await dialog.getByRole('button', { name: 'Delete page' }).click();
    await target.page.waitForURL(/\/editor\?deleted=/);

    const form = await CmsPageForm.open(context, editorPagePath(page.id));
    const search = form.area.locator('[data-block="site-search-box"]');
    await search.getByText('There is no page /pages/old-results.').waitFor();
    await form.typeInContent(' Fast.', 'first');
    expect(await form.publish()).toBe('Published. 1 block uses something that no longer exists.');
    expect(await form.errors.isVisible()).toBe(false);
    const warning = form.warnings.getByRole('listitem');
    expect(await warning.textContent()).toContain('Slot 2 (Site search box): the page /pages/old-results no longer exists.');
    await warning.getByRole('button', { name: 'Show slot 2 in the editor' }).click();
    expect(await form.selectedBlock()).toBe('site-search-box');
    const { body } = await api(context, 'GET', `/api/cms/pages/${page.id}`);
    expect(v.parse(PageSchema, body.data).content).toContain('<p>Find anything. Fast.</p>');
    await expectNoAxeViolations(form.page);

    // A slot added with a product that does not exist is refused; the kept one is not.
    await form.page.evaluate(
      (added) => {
        const { tinymce } = window as unknown as {
          tinymce: { activeEditor: { getContent(): string; setContent(html: string): void } };
        };
        tinymce.activeEditor.setContent(tinymce.activeEditor.getContent() + added);
      },
      slotHtml('add-to-cart', { productId: 'P999' }),
    );
    expect(await form.publish()).toMatch(/^Not saved\./);
    expect(await form.errors.getByRole('listitem').allTextContents()).toEqual([
      `${unknownReferenceText(3, 'Add to cart', 'product', 'P999')} Show slot 3 in the editor`,
    ]);
    expect(await form.warnings.isVisible()).toBe(false);
  });

  it('a draft published: visitors keep the published page until Publish', async () => {
    const page = await createPage('Summer menu', 'summer-menu', '<p>Salads.</p>');
    const visitor = await (await newContext()).newPage();
    const visit = async () => {
      await visitor.goto(new URL('/pages/summer-menu', baseUrl()).href);
      return visitor.locator('main').textContent();
    };
    const form = await CmsPageForm.open(context, editorPagePath(page.id));
    expect(await form.draftNotice.isVisible()).toBe(false);
    await form.typeInContent(' And peaches.');
    expect(await form.saveDraft()).toBe('Draft saved.');
    expect(await form.draftNotice.textContent()).toMatch(
      /^This is a draft\. Visitors see the version published .* by admin until you publish\.$/,
    );
    expect(await visit()).not.toContain('peaches');

    expect(await form.publish()).toBe('Published.');
    expect(await form.draftNotice.isVisible()).toBe(false);
    expect(await visit()).toContain('Salads. And peaches.');
  });

  it('a revision restored: the list shows every save, and Restore puts an old one in the form, saved only on request', async () => {
    const page = await createPage('Price list', 'price-list', '<p>Tea 2 euros.</p>');
    const second = await api(context, 'PUT', `/api/cms/pages/${page.id}`, {
      title: 'Price list',
      slug: 'price-list',
      content: '<p>Tea 3 euros.</p>',
      revision: 1,
    });
    expect(second.status).toBe(200);
    const form = await CmsPageForm.open(context, editorPagePath(page.id));
    await form.revisions.getByText('Revisions', { exact: true }).click();
    const items = form.revisions.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().textContent()).toMatch(/^Revision 2, .* UTC by admin \(Published\) View Restore$/);
    expect(await form.revisions.getByRole('link', { name: 'View revision 1 (opens in a new tab)' }).getAttribute('href')).toBe(
      `${editorPagePath(page.id)}/revisions/1`,
    );
    await expectNoAxeViolations(form.page);

    const restored = /^Revision 1 of .* UTC is in the form\. Save draft or Publish to keep it\.$/;
    await form.revisions.getByRole('button', { name: 'Restore revision 1' }).click();
    await expect.poll(() => form.status.textContent(), { timeout: 15_000 }).toMatch(restored);
    expect(await form.content()).toBe('<p>Tea 2 euros.</p>');
    expect(await form.page.evaluate(() => document.activeElement?.id)).toBe('cms-title');
    expect(await form.saveDraft()).toBe('Draft saved.');
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.first().textContent()).toMatch(/^Revision 3, .* \(Draft\)/);
    const { body } = await api(context, 'GET', `/api/cms/pages/${page.id}`);
    expect(v.parse(PageSchema, body.data)).toMatchObject({ revision: 3, draft: true, content: '<p>Tea 2 euros.</p>' });

    // "Restore this version" on a revision's own view: the form holds it, unsaved, until a button is pressed.
    const linked = await CmsPageForm.open(context, `${editorPagePath(page.id)}?restore=2`);
    await expect.poll(() => linked.status.textContent(), { timeout: 15_000 }).toMatch(/^Revision 2 of .* is in the form\./);
    expect(await linked.content()).toBe('<p>Tea 3 euros.</p>');
    expect(linked.page.url()).toBe(new URL(editorPagePath(page.id), baseUrl()).href);
    expect((await api(context, 'GET', `/api/cms/pages/${page.id}`)).body.data).toMatchObject({ revision: 3 });
    await linked.title.fill('Price list, again');
    expect(await linked.status.textContent()).toBe('Unsaved changes.');
  });

  it('a save under way: Restore waits for it, and what is typed meanwhile stays, unsaved', async () => {
    const page = await createPage('Busy page', 'busy-page', '<p>One.</p>');
    const form = await CmsPageForm.open(context, editorPagePath(page.id));
    await form.revisions.getByText('Revisions', { exact: true }).click();
    const restore = form.revisions.getByRole('button', { name: 'Restore revision 1' });
    await restore.waitFor();
    const release = await form.holdSaves(page.id);

    await form.title.fill('Busy page, edited');
    await form.page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect(await form.status.textContent()).toBe('Saving…');
    expect(await restore.getAttribute('aria-disabled')).toBe('true');
    await restore.click({ force: true });
    expect(await form.status.textContent()).toBe('Saving…');
    await form.title.fill('Busy page, edited again');
    release();
    await expect.poll(() => form.status.textContent(), { timeout: 15_000 }).toBe('Published. Unsaved changes.');
    expect(await form.title.inputValue()).toBe('Busy page, edited again');
    expect(await form.heading.textContent()).toContain('Busy page, edited');
    expect(await restore.getAttribute('aria-disabled')).toBeNull();
  });

  it('keeps one’s own version after “Changed elsewhere”: saved as a draft on top, or discarded to load the latest', async () => {
    const page = await createPage('Shared notes', 'shared-notes', '<p>Original text.</p>');
    const first = await CmsPageForm.open(context, editorPagePath(page.id));
    const second = await CmsPageForm.open(context, editorPagePath(page.id));

    await first.typeInContent(' First was here.');
    expect(await first.publish()).toBe('Published.');

    await second.title.fill('Shared notes, second take');
    await second.typeInContent(' Second was here.');
    expect(await second.publish()).toMatch(/^Not saved\./);
    expect(await second.conflict.textContent()).toContain(CONFLICT_HEADING);
    expect(await second.page.evaluate(() => document.activeElement?.id)).toBe('cms-conflict');
    expect(await second.title.inputValue()).toBe('Shared notes, second take');
    const latest = second.conflict.getByRole('link', { name: 'See the latest version (new tab)' });
    await latest.waitFor();
    expect(await latest.getAttribute('href')).toBe(`${editorPagePath(page.id)}/revisions/2`);
    await expectNoAxeViolations(second.page);

    // A draft refused (another page's address) keeps the form behind: Publish still meets the conflict.
    await createPage('Shared notes elsewhere', 'shared-notes-elsewhere', '<p>Other.</p>');
    await second.address.fill('shared-notes-elsewhere');
    await second.conflict.getByRole('button', { name: 'Save mine as a draft' }).click();
    await expect.poll(() => second.status.textContent(), { timeout: 15_000 }).toMatch(/^Not saved\./);
    await second.address.fill('shared-notes');
    expect(await second.publish()).toMatch(/^Not saved\./);
    expect(await second.conflict.isVisible()).toBe(true);

    await second.conflict.getByRole('button', { name: 'Save mine as a draft' }).click();
    await expect
      .poll(() => second.status.textContent(), { timeout: 15_000 })
      .toBe('Your version is saved as a draft; the other one is kept in the revisions.');
    expect(await second.conflict.isVisible()).toBe(false);
    expect(await second.page.evaluate(() => document.activeElement?.id)).toBe('cms-title');
    expect(await second.content()).toContain('Second was here.');
    const { body } = await api(context, 'GET', `/api/cms/pages/${page.id}`);
    expect(v.parse(PageSchema, body.data)).toMatchObject({ revision: 3, draft: true, title: 'Shared notes, second take' });

    // The first editor is now behind: loading the latest discards theirs and shows the draft.
    await first.typeInContent(' Lost.');
    expect(await first.publish()).toMatch(/^Not saved\./);
    const confirmed = first.page.waitForEvent('dialog').then(async (dialog) => {
      await dialog.accept();
      return dialog.message();
    });
    await first.conflict.getByRole('button', { name: 'Load the latest (discards mine)' }).click();
    expect(await confirmed).toBe('Load the latest version? Your changes here will be lost.');
    await expect.poll(() => first.status.textContent(), { timeout: 15_000 }).toBe('Showing the latest saved version.');
    expect(await first.title.inputValue()).toBe('Shared notes, second take');
    expect(await first.area.locator('body').textContent()).toBe('Original text. Second was here.');
    expect(await first.draftNotice.isVisible()).toBe(true);
  });

  it('saves “mine as a draft” on top of the version the conflict links to: one saved since is another conflict', async () => {
    const page = await createPage('Team rota', 'team-rota', '<p>Monday: Ann.</p>');
    const form = await CmsPageForm.open(context, editorPagePath(page.id));
    const saveElsewhere = async (revision: number, content: string) => {
      const { status } = await api(context, 'PUT', `/api/cms/pages/${page.id}`, {
        title: 'Team rota',
        slug: 'team-rota',
        content,
        revision,
      });
      expect(status).toBe(200);
    };
    await saveElsewhere(1, '<p>Monday: Bo.</p>');

    await form.typeInContent(' Tuesday: Cy.');
    expect(await form.publish()).toMatch(/^Not saved\./);
    const latest = form.conflict.getByRole('link', { name: 'See the latest version (new tab)' });
    await latest.waitFor();
    expect(await latest.getAttribute('href')).toBe(`${editorPagePath(page.id)}/revisions/2`);

    // saved after the conflict showed revision 2: the draft does not go on top of what was not shown
    await saveElsewhere(2, '<p>Monday: Di.</p>');
    const saveMine = form.conflict.getByRole('button', { name: 'Save mine as a draft' });
    await saveMine.click();
    await expect.poll(() => latest.getAttribute('href')).toBe(`${editorPagePath(page.id)}/revisions/3`);
    expect(await form.status.textContent()).toMatch(/^Not saved\./);
    expect(await form.conflict.isVisible()).toBe(true);

    await saveMine.click();
    await expect
      .poll(() => form.status.textContent(), { timeout: 15_000 })
      .toBe('Your version is saved as a draft; the other one is kept in the revisions.');
    const { body } = await api(context, 'GET', `/api/cms/pages/${page.id}`);
    expect(v.parse(PageSchema, body.data)).toMatchObject({ revision: 4, draft: true });
    expect(v.parse(PageSchema, body.data).content).toContain('Tuesday: Cy.');
  });
});
