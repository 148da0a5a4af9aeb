import type { BrowserContext, Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngBytes } from '../server/support/image-bytes.ts';
import { api } from './pages/cart.page.ts';
import { baseUrl, expectNoAxeViolations, waitForSettledSlots, watchProblems, type PageProblems } from './support/browser.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

/** What went wrong on each page: Content-Security-Policy violations above all. */
const problems = new WeakMap<Page, PageProblems>();
const cspViolations = (page: Page) => problems.get(page)?.cspViolations;

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  problems.set(page, await watchProblems(page));
  await page.goto(new URL(path, baseUrl()).href);
  return page;
}

/** The editing area (TinyMCE's iframe) once the editor is ready. */
async function editingArea(page: Page): Promise<Frame> {
  await page.getByRole('button', { name: 'Insert block' }).waitFor();
  const area = await (await page.locator('iframe.tox-edit-area__iframe').elementHandle()).contentFrame();
  if (!area) throw new Error('no editing area');
  return area;
}

async function openEditor(context: BrowserContext, path: string): Promise<{ page: Page; area: Frame }> {
  const page = await open(context, path);
  return { page, area: await editingArea(page) };
}

/** The `data-props` text of every slot in the textarea the editor keeps in sync (what is saved). */
async function savedSlots(page: Page): Promise<{ block: string | null; props: string | null }[]> {
  return page.locator('#cms-content').evaluate((textarea: HTMLTextAreaElement) => {
    const doc = new DOMParser().parseFromString(textarea.value, 'text/html');
    return [...doc.querySelectorAll('[data-block]')].map((slot) => ({
      block: slot.getAttribute('data-block'),
      props: slot.getAttribute('data-props'),
    }));
  });
}

async function insertBlock(
  page: Page,
  search: string,
  title: string,
  fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
  { checkAxe = false } = {},
) {
  await page.getByRole('button', { name: 'Insert block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert block' });
  await dialog.getByRole('combobox', { name: 'Search blocks' }).fill(search);
  if (checkAxe) await expectNoAxeViolations(page);
  await dialog.getByRole('option', { name: title, exact: true }).click();
  const form = page.getByRole('dialog', { name: `Insert block: ${title}` });
  await fill(form);
  await form.getByRole('button', { name: 'Insert block' }).click();
  await form.waitFor({ state: 'hidden' });
}

/** Chooses a product in the form's product picker, by typing its id as an administrator would. */
async function pickProduct(form: ReturnType<Page['getByRole']>, productId: string): Promise<void> {
  await form.getByRole('combobox', { name: 'Product' }).fill(productId);
  await form.getByRole('option').filter({ hasText: productId }).first().click();
}

/** A slot's live preview in the editing area. */
const previewOf = (area: Frame, block: string) => area.locator(`[data-cmsb-preview="${block}"]`);

/** The slot TinyMCE has selected as a whole, by its block name. */
const selectedSlot = (area: Frame) =>
  area
    .locator('body')
    .evaluate((body) => body.querySelector('[data-block][data-mce-selected]')?.getAttribute('data-block') ?? null);

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect.poll(() => page.locator('#cms-status').textContent()).toMatch(/^Published\./);
}

describe('the CMS editor', () => {
  it('an administrator links a page, places add-to-cart with a product, saves, and a visitor buys it from the published page', async () => {
    const context = await newContext('admin');
    const list = await open(context, '/editor');
    await list.getByRole('table').waitFor();
    expect(await list.getByRole('link', { name: 'About us' }).count()).toBe(1);
    await expectNoAxeViolations(list);
    await list.getByRole('link', { name: 'New page' }).click();

    const page = list;
    const area = await editingArea(page);
    await page.getByRole('textbox', { name: 'Title' }).fill('Lavender spotlight');
    await page.getByRole('textbox', { name: 'Address' }).fill('lavender-spotlight');
    expect(await page.locator('#cms-status').textContent()).toBe('Unsaved changes.');

    // A link to another page, chosen from the page title search.
    await area.locator('body').click();
    await area.locator('body').pressSequentially('Read about us first.');
    await area.locator('body').evaluate((body) => {
      const text = body.querySelector('p')?.firstChild;
      const range = body.ownerDocument.createRange();
      range.setStart(text as Node, 'Read '.length);
      range.setEnd(text as Node, 'Read about us'.length);
      const selection = body.ownerDocument.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    });
    await page.getByRole('button', { name: 'Insert/edit link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Insert/Edit Link' });
    await linkDialog.getByRole('combobox', { name: 'Link list' }).click();
    await page.getByRole('option', { name: 'About us' }).click();
    await linkDialog.getByRole('button', { name: 'Save' }).click();
    expect(await area.locator('a').getAttribute('href')).toBe('/pages/about-us');

    await area.locator('body').press('End');
    await insertBlock(
      page,
      'add to cart',
      'Add to cart',
      async (form) => {
        await pickProduct(form, 'P100');
        await expectNoAxeViolations(page);
      },
      { checkAxe: true },
    );
    // the block as visitors will see it, with the product's real price
    await previewOf(area, 'add-to-cart').getByText('$12.50').waitFor();
    await expectNoAxeViolations(page);
    // TinyMCE, its dialogs and ours ran under the editor pages' policy (the strict one plus
    // style attributes) without a violation
    expect(cspViolations(page)).toEqual([]);
    expect(problems.get(page)?.errors).toEqual([]);

    await save(page);
    expect(page.url()).toMatch(/\/editor\/pages\/[\w-]+$/);
    const before = await savedSlots(page);
    expect(before).toEqual([{ block: 'add-to-cart', props: '{"productId":"P100"}' }]);

    await page.reload();
    await page.getByRole('button', { name: 'Insert block' }).waitFor();
    expect(await savedSlots(page)).toEqual(before);
    expect(await page.locator('#cms-status').textContent()).toBe('All changes saved.');

    // A visitor on the published page adds the product to the cart.
    const visitor = await newContext();
    const published = await open(visitor, '/pages/lavender-spotlight');
    await waitForSettledSlots(published);
    expect(await published.getByRole('link', { name: 'about us' }).getAttribute('href')).toBe('/pages/about-us');
    const buyBox = published.locator('[data-block="add-to-cart"]');
    // note: the check below waits for the add: a guest's call without the cart cookie starts a cart of its own
    await Promise.all([
      published.waitForResponse((response) => response.url().endsWith('/api/cart/order/current/items') && response.ok()),
      buyBox.getByRole('button', { name: 'Add to Cart' }).click(),
    ]);
    // P100's default option is the 5 ml bottle, LAV05
    const cartSkus = async () =>
      ((await api(visitor, 'GET', '/api/cart/order/current')).body.data as { items: { skuNumber: string }[] }).items.map(
        (item) => item.skuNumber,
      );
    expect(await cartSkus()).toEqual(['LAV05']);
    await expectNoAxeViolations(published);
    expect(
      await published.evaluate(() => document.querySelector<HTMLScriptElement>('[data-cms-blocks-config]')?.textContent),
    ).toContain('"editMode":false');
    // note: 11 s alone, 49 s in a full run on 2 cores and over 60 s at load 11 (measured): the
    // limit only catches a hang, as the file's other long journeys have it.
  }, 90_000);

  it('editing the block changes what the published page shows', async () => {
    const context = await newContext('admin');
    const created = await api(context, 'POST', '/api/cms/pages', {
      title: 'Tea of the week',
      slug: 'tea-of-the-week',
      content: '<p>This week:</p>\n<div data-block="add-to-cart" data-props="{&quot;productId&quot;:&quot;P100&quot;}"></div>',
    });
    expect(created.status).toBe(200);
    const { id } = created.body.data as { id: string };
    const { page, area } = await openEditor(context, `/editor/pages/${id}`);
    await previewOf(area, 'add-to-cart').getByText('$12.50').waitFor();
    await area.getByText('Add to cart', { exact: true }).dblclick();
    const form = page.getByRole('dialog', { name: 'Edit block: Add to cart' });
    await form.getByRole('button', { name: 'Remove Product' }).waitFor();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Remove Product' }).click();
    await pickProduct(form, 'P103');
    await form.getByRole('button', { name: 'Save block' }).click();
    await previewOf(area, 'add-to-cart').getByText('$24.50').waitFor();
    expect(await page.locator('#cms-status').textContent()).toBe('Unsaved changes.');
    await save(page);
    expect(cspViolations(page)).toEqual([]);

    const visitor = await newContext();
    const published = await open(visitor, '/pages/tea-of-the-week');
    await waitForSettledSlots(published);
    await published.locator('[data-block="add-to-cart"]').getByText('$24.50').waitFor();
  });

  it('a content administrator places three blocks by keyboard only, sees them live, and selects, edits, moves, removes and restores them', async () => {
    const context = await newContext('admin');
    const { page, area } = await openEditor(context, '/editor/pages/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Our favourites');
    await area.locator('body').focus();
    await page.keyboard.type('Our favourites this week.');

    /** Insert block from the toolbar by keyboard: search, Enter on the first match, then the form. */
    const insertByKeyboard = async (search: string, title: string, fill?: () => Promise<void>) => {
      await page.getByRole('button', { name: 'Insert block' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Insert block' });
      await dialog.getByRole('combobox', { name: 'Search blocks' }).waitFor();
      await page.keyboard.type(search);
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: `Insert block: ${title}` });
      await form.waitFor();
      await fill?.();
      await form.getByRole('button', { name: 'Insert block' }).focus();
      await page.keyboard.press('Enter');
      await form.waitFor({ state: 'hidden' });
    };
    await insertByKeyboard('all products', 'All products');
    // the caret waits in a new paragraph after the block: typing does not join the text above
    await page.keyboard.type('And a pause:');
    await insertByKeyboard('spacer medium', 'Spacer (medium)');
    await insertByKeyboard('add to cart', 'Add to cart', async () => {
      await page.keyboard.type('P100');
      await page.getByRole('option').filter({ hasText: 'P100' }).first().waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    });
    await page.keyboard.type('The end.');
    const blocks = async () => (await savedSlots(page)).map((slot) => slot.block);
    expect(await blocks()).toEqual(['all-products', 'spacer-medium', 'add-to-cart']);
    expect(await page.locator('#cms-content').inputValue()).toMatch(
      /^<p>Our favourites this week\.<\/p>\n<div data-block="all-products"[^>]*><\/div>\n<p>And a pause:<\/p>\n<div data-block="spacer-medium"><\/div>\n<div data-block="add-to-cart" data-props="\{&quot;productId&quot;:&quot;P100&quot;[^"]*"><\/div>\n<p>The end\.<\/p>$/,
    );

    // Each block live, with real data from the API, and its strip of controls.
    await previewOf(area, 'add-to-cart').getByText('$12.50').waitFor();
    await previewOf(area, 'all-products').getByText('Lavender Essential Oil').first().waitFor();
    await expect.poll(() => previewOf(area, 'spacer-medium').getAttribute('data-block-state')).toBe('mounted');
    const strip = area.getByRole('group', { name: 'Block: Add to cart' }).locator('.cmsb-editor-slot__strip');
    expect(await strip.getByRole('button').allTextContents()).toEqual(['Edit', 'Move up', 'Move down', 'Remove']);
    await expectNoAxeViolations(page);

    // Up from the line below selects the block, as it would a character.
    await page.keyboard.press('ArrowUp');
    expect(await selectedSlot(area)).toBe('add-to-cart');
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Edit block: Add to cart' });
    await form.getByRole('button', { name: 'Remove Product' }).waitFor();
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
    expect(await selectedSlot(area)).toBe('add-to-cart');

    await page.keyboard.press('Control+Shift+ArrowUp');
    expect(await blocks()).toEqual(['all-products', 'add-to-cart', 'spacer-medium']);
    await page.keyboard.press('Control+Shift+ArrowDown');
    expect(await blocks()).toEqual(['all-products', 'spacer-medium', 'add-to-cart']);
    await page.keyboard.press('Delete');
    await expect.poll(blocks).toEqual(['all-products', 'spacer-medium']);
    await page.keyboard.press('Control+z');
    await expect.poll(blocks).toEqual(['all-products', 'spacer-medium', 'add-to-cart']);
    await previewOf(area, 'add-to-cart').getByText('$12.50').waitFor();

    // The strip's buttons do the same with a pointer: the spacer moves above the paragraph before it.
    await area.getByRole('group', { name: 'Block: Spacer (medium)' }).getByRole('button', { name: 'Move up' }).click();
    expect(await page.locator('#cms-content').inputValue()).toContain(
      '<div data-block="spacer-medium"></div>\n<p>And a pause:</p>\n<div data-block="add-to-cart"',
    );

    await save(page);
    const saved = await page.locator('#cms-content').inputValue();
    await page.reload();
    await editingArea(page);
    expect(await page.locator('#cms-content').inputValue()).toBe(saved);
    expect(cspViolations(page)).toEqual([]);
  }, 90_000);

  it('inserts by slash command and by shortcut, reaches each block with one arrow press, and saves an empty paragraph byte for byte', async () => {
    const context = await newContext('admin');
    const { page, area } = await openEditor(context, '/editor/pages/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Slash and arrows');
    await area.locator('body').focus();
    await page.keyboard.type('Intro.');
    await page.keyboard.press('Enter');

    // "/" at the start of the empty paragraph, then the start of a name: the first match is chosen with Enter
    await page.keyboard.type('/spacer');
    await page.locator('.tox-autocompleter').getByText('Spacer (medium)').waitFor();
    await page.keyboard.press('Enter');
    const insert = async (title: string) => {
      const form = page.getByRole('dialog', { name: `Insert block: ${title}` });
      await form.getByRole('button', { name: 'Insert block' }).focus();
      await page.keyboard.press('Enter');
      await form.waitFor({ state: 'hidden' });
    };
    await insert('Spacer (large)');
    // the shortcut the button's tooltip names
    expect(await page.getByRole('button', { name: 'Insert block (Ctrl+Shift+L)' }).count()).toBe(1);
    await page.keyboard.press('Control+Shift+L');
    await page.getByRole('dialog', { name: 'Insert block' }).getByRole('combobox', { name: 'Search blocks' }).waitFor();
    await page.keyboard.type('spacer medium');
    await page.keyboard.press('Enter');
    await insert('Spacer (medium)');
    const content = page.locator('#cms-content');
    // the "/spacer" typed is gone, and the paragraph after the last block is left empty
    expect(await content.inputValue()).toBe(
      '<p>Intro.</p>\n<div data-block="spacer-large"></div>\n<div data-block="spacer-medium"></div>\n<p>&nbsp;</p>',
    );

    /** The block the caret is in, by its text, or the selected slot, by its block name. */
    const at = () =>
      area.locator('body').evaluate((body) => {
        const selected = body.querySelector('[data-block][data-mce-selected]');
        if (selected) return selected.getAttribute('data-block');
        let node = body.ownerDocument.getSelection()?.anchorNode ?? null;
        while (node && node.parentNode !== body) node = node.parentNode;
        return `text: ${node?.textContent?.replace(/[\u00a0\ufeff]/g, '') ?? ''}`;
      });
    const press = async (key: string) => {
      await page.keyboard.press(key);
      return at();
    };
    expect(await at()).toBe('text: ');
    expect(await press('ArrowLeft')).toBe('spacer-medium');
    expect(await press('ArrowLeft')).toBe('spacer-large');
    expect(await press('ArrowLeft')).toBe('text: Intro.');
    expect(await press('ArrowRight')).toBe('spacer-large');
    expect(await press('ArrowDown')).toBe('spacer-medium');
    expect(await press('ArrowDown')).toBe('text: ');
    expect(await press('ArrowUp')).toBe('spacer-medium');
    expect(await press('ArrowUp')).toBe('spacer-large');
    expect(await press('ArrowUp')).toBe('text: Intro.');
    expect(await press('ArrowRight')).toBe('spacer-large');

    // TinyMCE's help (Alt+0) lists the block keys
    await page.keyboard.press('Alt+0');
    const help = page.getByRole('dialog', { name: 'Help' });
    await help.getByRole('tab', { name: 'Blocks' }).click();
    await help.getByRole('cell', { name: /^Ctrl\+Shift\+L, or \/ at the start of an empty paragraph/ }).waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    // saved and reloaded as sent, with no notice that anything was removed
    const sent = await content.inputValue();
    await save(page);
    expect(await page.locator('#cms-status').textContent()).toBe('Published.');
    expect(await content.inputValue()).toBe(sent);
    await page.reload();
    await editingArea(page);
    expect(await content.inputValue()).toBe(sent);
    expect(await page.locator('#cms-status').textContent()).toBe('All changes saved.');
    await page.getByRole('textbox', { name: 'Title' }).fill('Slash and arrows, again');
    await save(page);
    expect(await page.locator('#cms-status').textContent()).toBe('Published.');

    // a link that opens a new tab too: TinyMCE gives it rel="noopener", the server "noopener noreferrer"
    const tiny = await page.evaluateHandle(
      () => (window as unknown as { tinymce: { activeEditor: { setContent(html: string): void } } }).tinymce.activeEditor,
    );
    await tiny.evaluate((editor) =>
      editor.setContent('<p><a title="About" href="/pages/about-us" target="_blank">About</a></p>'),
    );
    await page.getByRole('textbox', { name: 'Title' }).fill('Slash and arrows, linked');
    const linked = await content.inputValue();
    expect(linked).toBe('<p><a title="About" href="/pages/about-us" target="_blank" rel="noopener noreferrer">About</a></p>');
    await save(page);
    expect(await page.locator('#cms-status').textContent()).toBe('Published.');
    expect(await content.inputValue()).toBe(linked);
    expect(cspViolations(page)).toEqual([]);
  }, 90_000);

  it('an administrator picks a picture from the media list, uploads another, and a visitor sees them', async () => {
    const context = await newContext('admin');
    const { page, area } = await openEditor(context, '/editor/pages/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Guide download');
    await insertBlock(page, 'downloadable', 'Downloadable image', async (form) => {
      await form.getByRole('combobox', { name: 'Image', exact: true }).fill('wellness');
      await form.getByRole('option').filter({ hasText: 'wellness-guide-cover' }).first().click();
      await form.getByRole('textbox', { name: 'Image description' }).fill('Cover of the guide');
      await form.getByRole('textbox', { name: 'Link text' }).fill('Get the guide');
      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Upload an image for File to download' }).click();
      await (await chooser).setFiles({ name: 'guide.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(4, 3)) });
      await form.getByText('“guide.png” uploaded and chosen.').waitFor();
    });
    // note: the preview is inert, outside the accessibility tree: found by its markup
    await previewOf(area, 'downloadable-image').locator('img[alt="Cover of the guide"]').waitFor();
    await expectNoAxeViolations(page);
    await save(page);
    const [slot] = await savedSlots(page);
    const props = JSON.parse(slot?.props ?? '{}') as { src: string; downloadUrl: string };
    expect(props.src).toBe('/demo-images/wellness-guide-cover.svg');
    expect(props.downloadUrl).toMatch(/^\/media\/[\w-]+\/guide\.png$/);

    const visitor = await newContext();
    const published = await open(visitor, '/pages/guide-download');
    await waitForSettledSlots(published);
    expect(await published.getByRole('img', { name: 'Cover of the guide' }).getAttribute('src')).toBe(props.src);
    const download = await published.request.get(new URL(props.downloadUrl, baseUrl()).href);
    expect(download.headers()['content-type']).toBe('image/png');
  }, 90_000);

  it('an administrator picks a SKU under its product, a category and a distributor instead of typing them', async () => {
    const context = await newContext('admin');
    const { page } = await openEditor(context, '/editor/pages/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Picked references');
    await insertBlock(page, 'add to cart button', 'Add to cart button', async (form) => {
      const sku = form.getByRole('combobox', { name: 'SKU' });
      await sku.fill('lavender');
      await form.getByRole('option', { name: /Lavender Essential Oil · 15 mL/ }).waitFor();
      expect(await form.getByRole('option').allTextContents()).toEqual([
        expect.stringMatching(/^Lavender Essential Oil · 5 mLSKU LAV05 · \$/),
        expect.stringMatching(/^Lavender Essential Oil · 15 mLSKU LAV15 · \$/),
        expect.stringMatching(/^Lavender Essential Oil · 30 mLSKU LAV30 · \$/),
      ]);
      await sku.press('ArrowDown');
      await sku.press('Enter');
      await form.getByText('Lavender Essential Oil · 15 mL', { exact: true }).waitFor();
    });
    await insertBlock(page, 'suggested', 'Suggested products', async (form) => {
      await form.getByRole('combobox', { name: 'Category' }).fill('oils');
      await form.getByRole('option', { name: /Essential Oils/ }).click();
    });
    await insertBlock(page, 'certification', 'Certification badge', async (form) => {
      await form.getByRole('combobox', { name: 'Distributor' }).fill('dana');
      await form.getByRole('option', { name: /Dana Rivers/ }).click();
      await expectNoAxeViolations(page);
    });
    await save(page);
    expect(await savedSlots(page)).toEqual([
      { block: 'add-to-cart-button', props: expect.stringContaining('"skuNumber":"LAV15"') },
      { block: 'suggested-products-v3', props: expect.stringContaining('"categoryName":"Essential Oils"') },
      { block: 'certification-badge', props: '{"userId":"1002"}' },
    ]);
  }, 90_000);

  it('warns in the strip of a slot whose product has gone', async () => {
    const context = await newContext('admin');
    const { page, area } = await openEditor(context, '/editor/pages/new');
    const editor = await page.evaluateHandle(
      () => (window as unknown as { tinymce: { activeEditor: { setContent(html: string): void } } }).tinymce.activeEditor,
    );
    await editor.evaluate((tiny) =>
      tiny.setContent('<div data-block="add-to-cart" data-props="{&quot;productId&quot;:&quot;P999&quot;}"></div>'),
    );
    const slot = area.getByRole('group', { name: 'Block: Add to cart' });
    await slot.getByText('There is no product P999.').waitFor();
    // the preview says what visitors would see
    await previewOf(area, 'add-to-cart').getByText('This product is not available.').waitFor();
    await expectNoAxeViolations(page);
  });

  it('warns before leaving with unsaved changes, and previews them in a new tab as a guest sees them', async () => {
    const context = await newContext('admin');
    const { page, area } = await openEditor(context, '/editor/pages/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Draft');
    await area.locator('body').click();
    await area.locator('body').pressSequentially('Not saved yet');
    await insertBlock(page, 'spacer', 'Spacer (medium)', async () => {});
    // an event's registration: a guest is asked to log in, the signed-in administrator would get the form
    await page.evaluate(() =>
      (
        window as unknown as { tinymce: { activeEditor: { insertContent(html: string): void } } }
      ).tinymce.activeEditor.insertContent(
        '<div data-block="free-simple-event-registration" data-props="{&quot;eventId&quot;:&quot;essential-oils-101&quot;}"></div>',
      ),
    );

    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).click()]);
    await preview.waitForLoadState();
    expect(await preview.getByRole('heading', { level: 1 }).textContent()).toContain('Draft');
    expect(await preview.getByText('Not saved yet').count()).toBe(1);
    const mount = (block: string) => preview.locator(`[data-cmsb-preview="${block}"]`);
    await mount('free-simple-event-registration')
      .getByText('You must be logged in before you can register for events.')
      .waitFor();
    expect(await mount('spacer-medium').getAttribute('data-block-state')).toBe('mounted');
    await expectNoAxeViolations(preview);
    await preview.close();

    // The dialog is dismissed before the test ends: closing the context while a dismissal was
    // still on its way once took the whole browser down (CI of b4eda82).
    const dialog = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    expect(page.isClosed()).toBe(false);
    await page.close();
  });

  it('shows the server’s refusal of a slot without losing what was typed', async () => {
    const context = await newContext('admin');
    const { page, area } = await openEditor(context, '/editor/pages/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Bad address');
    await page.getByRole('textbox', { name: 'Address' }).fill('Not A Slug');
    await area.locator('body').click();
    await area.locator('body').pressSequentially('Keep me');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect.poll(() => page.locator('#cms-slug-error').textContent()).toContain('lowercase');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('cms-slug');
    expect(await area.locator('body').textContent()).toContain('Keep me');
    expect(await page.locator('#cms-status').textContent()).toMatch(/^Not saved\./);
  });

  it('keeps visitors and customers out of the editor and its API', async () => {
    const visitor = await newContext();
    const anonymous = await open(visitor, '/editor');
    expect(new URL(anonymous.url()).pathname + new URL(anonymous.url()).search).toBe('/login?redirect=%2Feditor');

    const context = await newContext('customer');
    const response = await context.request.get(new URL('/editor', baseUrl()).href);
    expect(response.status()).toBe(403);
    const save = await api(context, 'POST', '/api/cms/pages', { title: 'Mine', slug: 'mine', content: '<p>x</p>' });
    expect(save.status).toBe(403);
  });

  it('sanitises a page with a hostile slot: nothing runs, the props stay text', async () => {
    const context = await newContext('admin');
    const hostile = '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
    const created = await api(context, 'POST', '/api/cms/pages', {
      title: 'Hostile',
      slug: 'hostile',
      content: `<script>window.__pwned = 3</script><p onclick="window.__pwned = 4">Hi</p><div data-block="add-to-cart-button" data-props='${JSON.stringify({ skuNumber: 'LAV05', label: hostile })}'></div>`,
    });
    expect(created.status).toBe(200);
    const visitor = await newContext();
    const page = await open(visitor, '/pages/hostile');
    await waitForSettledSlots(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('main script, main [onclick], main img[onerror]').count()).toBe(0);
    expect(await page.locator('[data-block="add-to-cart-button"]').getByRole('button').textContent()).toBe(hostile);
  });
});
