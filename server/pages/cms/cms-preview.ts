import { PAGE_CONTENT_MAX_LENGTH, PAGE_TITLE_MAX_LENGTH } from '#contracts/cms-pages.ts';
import { PREVIEW_ATTRIBUTE, PREVIEW_ENTRY_FILE } from '#contracts/editor-preview.ts';
import { sanitizePage } from '#server/sanitize-page.ts';
import type { PageContent } from '../demo-page.ts';
import { ASSETS_URL } from '../layout.ts';
import { withPlaceholders } from '../published-page.ts';
import { previewNotice } from './cms-views.ts';

/** POST /editor/preview: the CMS form posts the title and content there, into a new tab. */
export const PREVIEW_PATH = '/editor/preview';

/**
 * The page's script: the editor's preview entry instead of the loader, so blocks show what a
 * guest sees (their reads go out without the session cookie) and change nothing (every other
 * call is refused before it leaves the browser), as the editor's own previews do.
 */
export const PREVIEW_SCRIPT = `${ASSETS_URL}${PREVIEW_ENTRY_FILE}`;

/** The form's title and content, URL-encoded: the content's limit with room for escaping. */
export const PREVIEW_MAX_BODY_BYTES = 4 * PAGE_CONTENT_MAX_LENGTH;

const field = (body: Record<string, unknown>, name: string, max: number) => {
  const value = body[name];
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/**
 * Unsaved content as its published page would show it to a guest: sanitised as a save would be,
 * slots with their placeholders as preview mounts (PREVIEW_SCRIPT runs them), in edit mode, so a
 * slot the server would refuse says why in place.
 */
export function previewContent(body: Record<string, unknown>): PageContent {
  const title = field(body, 'title', PAGE_TITLE_MAX_LENGTH).trim() || 'Untitled page';
  const content = sanitizePage(field(body, 'content', PAGE_CONTENT_MAX_LENGTH));
  return {
    title: `Preview: ${title}`,
    body: `${previewNotice}\n${withPlaceholders(content, PREVIEW_ATTRIBUTE)}`,
    editMode: true,
  };
}
