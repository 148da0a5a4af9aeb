import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '../support/browser.ts';

/** The demo CMS's page form (/editor/pages/new and /editor/pages/{id}), as an administrator uses it. */
export class CmsPageForm {
  readonly title: Locator;
  readonly address: Locator;
  readonly heading: Locator;
  readonly status: Locator;
  readonly errors: Locator;
  /** A save's warnings: blocks kept though what they use no longer exists. */
  readonly warnings: Locator;
  readonly conflict: Locator;
  /** Above the form while it shows a draft: what visitors see instead. */
  readonly draftNotice: Locator;
  /** The disclosure listing the page's revisions. */
  readonly revisions: Locator;
  /** The editing area: TinyMCE's iframe. */
  readonly area: FrameLocator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('textbox', { name: 'Title' });
    this.address = page.getByRole('textbox', { name: 'Address' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.status = page.locator('#cms-status');
    this.errors = page.locator('#cms-errors');
    this.warnings = page.locator('#cms-warnings');
    this.conflict = page.locator('#cms-conflict');
    this.draftNotice = page.locator('#cms-draft-notice');
    this.revisions = page.locator('#cms-revisions');
    this.area = page.frameLocator('iframe.tox-edit-area__iframe');
  }

  /** A new tab of `context` on the form at `path`, once its rich-text editor is ready. */
  static async open(context: BrowserContext, path: string): Promise<CmsPageForm> {
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl()).href);
    await page.getByRole('button', { name: 'Insert block' }).waitFor();
    return new CmsPageForm(page);
  }

  /** Types at the end of the content's first or last paragraph. */
  async typeInContent(text: string, paragraph: 'first' | 'last' = 'last'): Promise<void> {
    await this.area.locator('p')[paragraph]().click();
    // note: the page's keyboard, not the paragraph's press(): that focuses the paragraph, which
    // cannot take focus in the editing area, and the keys go nowhere
    await this.page.keyboard.press('End');
    await this.page.keyboard.type(text);
  }

  /** The content as the editor last wrote it to the form (what a save sends). */
  content(): Promise<string> {
    return this.page.locator('#cms-content').inputValue();
  }

  /** Publishes and answers the status once the server has answered ("Published." or "Not saved. …"). */
  publish(): Promise<string> {
    return this.saveWith('Publish');
  }

  /** Saves a draft and answers the status once the server has answered ("Draft saved." or "Not saved. …"). */
  saveDraft(): Promise<string> {
    return this.saveWith('Save draft');
  }

  private async saveWith(button: 'Publish' | 'Save draft'): Promise<string> {
    await this.page.getByRole('button', { name: button, exact: true }).click();
    // note: a refusal shown above the editor pushes its toolbar under the pointer left on the
    // button, and TinyMCE's hover tooltip lives in its own layer at the end of the body, outside any
    // landmark (axe's region rule); the pointer moves off the form as the person's hand would.
    await this.page.mouse.move(0, 0);
    await expect.poll(() => this.status.textContent(), { timeout: 15_000 }).toMatch(/^(Published|Draft saved|Not saved)\./);
    return (await this.status.textContent()) ?? '';
  }

  /** Holds every save of page `id` until the function answered is called (a slow network). */
  async holdSaves(id: string): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await this.page.route(`**/api/cms/pages/${id}`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    return release;
  }

  /** The block of the slot the editor has selected, if any. */
  selectedBlock(): Promise<string | null> {
    return this.page.evaluate(() => {
      const { tinymce } = window as unknown as { tinymce: { activeEditor: { selection: { getNode(): Element } } } };
      return tinymce.activeEditor.selection.getNode().closest('[data-block]')?.getAttribute('data-block') ?? null;
    });
  }
}
