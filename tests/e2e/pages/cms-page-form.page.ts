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

  /** Saves and answers the status once the server has answered ("Saved." or "Not saved. …"). */
  async save(): Promise<string> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
    // note: a refusal shown above the editor pushes its toolbar under the pointer left on Save, and
    // TinyMCE's hover tooltip lives in its own layer at the end of the body, outside any landmark
    // (axe's region rule); the pointer moves off the form as the person's hand would.
    await this.page.mouse.move(0, 0);
    await expect.poll(() => this.status.textContent(), { timeout: 15_000 }).toMatch(/^(Saved|Not saved)\./);
    return (await this.status.textContent()) ?? '';
  }

  /** The block of the slot the editor has selected, if any. */
  selectedBlock(): Promise<string | null> {
    return this.page.evaluate(() => {
      const { tinymce } = window as unknown as { tinymce: { activeEditor: { selection: { getNode(): Element } } } };
      return tinymce.activeEditor.selection.getNode().closest('[data-block]')?.getAttribute('data-block') ?? null;
    });
  }
}
