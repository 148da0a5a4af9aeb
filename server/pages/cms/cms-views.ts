import {
  editorPagePath,
  PAGE_SLUG_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  publishedPagePath,
  type Page,
  type PageSummary,
} from '#contracts/cms-pages.ts';
import { RELOAD_LABEL, REVISION_CONFLICT_TEXT } from '#contracts/revisions.ts';
import { escapeHtml } from '../html.ts';
import { CONFLICT_EXPLANATION, NEW_PAGE_SLUG_HINT, SAVED_PAGE_SLUG_HINT } from './page-form-words.ts';

/** The demo CMS's script (server/browser/cms-client.ts, built when first asked for). */
export const CMS_SCRIPT = '/editor/cms.js';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const updated = (page: PageSummary) =>
  `<time datetime="${escapeHtml(page.updatedAt)}">${escapeHtml(dateFormat.format(new Date(page.updatedAt)))} UTC</time> by ${escapeHtml(page.author)}`;

/** `/editor`: every page, newest change first, with links to edit and to the published page. */
export function pageListView(pages: readonly PageSummary[], notice: string | null): string {
  const rows = pages
    .map(
      (page) => `<tr>
<th scope="row"><a href="${escapeHtml(editorPagePath(page.id))}">${escapeHtml(page.title)}</a></th>
<td><a href="${escapeHtml(publishedPagePath(page.slug))}">${escapeHtml(publishedPagePath(page.slug))}</a></td>
<td>${updated(page)}</td>
</tr>`,
    )
    .join('\n');
  const list =
    pages.length === 0
      ? '<p class="demo-cms-empty">No pages yet. Create the first one.</p>'
      : `<table class="demo-cms-table">
<caption class="demo-cms-caption">${pages.length} page${pages.length === 1 ? '' : 's'}</caption>
<thead><tr><th scope="col">Title (edit)</th><th scope="col">Published at</th><th scope="col">Last saved</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  return `${notice ? `<p class="demo-cms-notice" role="status">${escapeHtml(notice)}</p>` : ''}
<p><a class="demo-cms-button" href="/editor/pages/new">New page</a> <a href="/editor/media">Media library</a></p>
${list}`;
}

/**
 * `/editor/pages/{id}` and `/editor/pages/new`: the page's title, address and content. Without
 * the script it is a plain form; the script turns the content into the rich-text editor and saves
 * through the pages API, sending back the revision written here.
 */
export function pageEditView(page: Page | null): string {
  const id = page?.id ?? '';
  const published = page ? publishedPagePath(page.slug) : '';
  return `<p><a href="/editor">All pages</a></p>
<form id="cms-page-form" class="demo-cms-form" data-page-id="${escapeHtml(id)}" data-revision="${page?.revision ?? ''}" novalidate>
<p id="cms-status" class="demo-cms-status" role="status">${page ? 'All changes saved.' : 'New page, not saved yet.'}</p>
<div id="cms-errors" class="demo-cms-errors" tabindex="-1" hidden></div>
<div id="cms-warnings" class="demo-cms-notice" hidden></div>
<div id="cms-conflict" class="demo-cms-errors" tabindex="-1" hidden>
<p>${escapeHtml(REVISION_CONFLICT_TEXT)}</p>
<p>${escapeHtml(CONFLICT_EXPLANATION)}</p>
<button type="button" id="cms-reload" class="demo-cms-button">${escapeHtml(RELOAD_LABEL)}</button>
</div>
<div class="demo-cms-field">
<label for="cms-title">Title</label>
<input id="cms-title" name="title" type="text" maxlength="${PAGE_TITLE_MAX_LENGTH}" value="${escapeHtml(page?.title ?? '')}" aria-describedby="cms-title-error" required>
<p id="cms-title-error" class="demo-cms-error" hidden></p>
</div>
<div class="demo-cms-field">
<label for="cms-slug">Address</label>
<p id="cms-slug-hint" class="demo-cms-hint">${escapeHtml(page ? SAVED_PAGE_SLUG_HINT : NEW_PAGE_SLUG_HINT)}</p>
<input id="cms-slug" name="slug" type="text" maxlength="${PAGE_SLUG_MAX_LENGTH}" value="${escapeHtml(page?.slug ?? '')}" aria-describedby="cms-slug-hint cms-slug-error" autocapitalize="none" spellcheck="false" required>
<p id="cms-slug-error" class="demo-cms-error" hidden></p>
</div>
<div class="demo-cms-field">
<label for="cms-content">Content</label>
<textarea id="cms-content" name="content" rows="16">${escapeHtml(page?.content ?? '')}</textarea>
</div>
<div class="demo-cms-actions">
<button type="submit" id="cms-save" class="demo-cms-button">Save</button>
<button type="button" id="cms-preview" class="demo-cms-button demo-cms-button--secondary">Preview</button>
<a id="cms-view" href="${escapeHtml(published)}"${page ? '' : ' hidden'}>View published page</a>
<button type="button" id="cms-delete" class="demo-cms-button demo-cms-button--danger"${page ? '' : ' hidden'}>Delete page…</button>
</div>
</form>
<form id="cms-preview-form" method="post" action="/editor/preview" target="_blank" hidden>
<input type="hidden" name="title"><input type="hidden" name="content">
</form>
<dialog id="cms-delete-dialog" class="demo-cms-dialog" aria-labelledby="cms-delete-title" aria-describedby="cms-delete-text cms-delete-users">
<h2 id="cms-delete-title">Delete this page?</h2>
<p id="cms-delete-text">Visitors will no longer find it at its address. This cannot be undone.</p>
<div id="cms-delete-users" hidden></div>
<p id="cms-delete-error" class="demo-cms-error" role="alert" hidden></p>
<div class="demo-cms-actions">
<button type="button" id="cms-delete-confirm" class="demo-cms-button demo-cms-button--danger">Delete page</button>
<button type="button" id="cms-delete-cancel" class="demo-cms-button demo-cms-button--secondary">Cancel</button>
</div>
</dialog>`;
}

/** The top of a preview: unsaved content, shown as the published page would show it. */
export const previewNotice =
  '<p class="demo-cms-notice" role="status">Preview of unsaved changes. Blocks run as on the published page; slots with problems explain them here.</p>';
