import {
  editorPagePath,
  PAGE_SLUG_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  publishedPagePath,
  type Page,
  type PageRevision,
  type PageSummary,
} from '#contracts/cms-pages.ts';
import { escapeHtml } from '../html.ts';
import {
  CONFLICT_EXPLANATION,
  CONFLICT_HEADING,
  draftNotice,
  NEW_PAGE_SLUG_HINT,
  revisionText,
  SAVED_PAGE_SLUG_HINT,
  utcTimeText,
} from './page-form-words.ts';

/** The demo CMS's script (server/browser/cms-client.ts, built when first asked for). */
export const CMS_SCRIPT = '/editor/cms.js';

const updated = (page: PageSummary) =>
  `<time datetime="${escapeHtml(page.updatedAt)}">${escapeHtml(utcTimeText(page.updatedAt))}</time> by ${escapeHtml(page.author)}${page.draft ? ' (has an unpublished draft)' : ''}`;

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
  const published = page ? publishedPagePath(page.published.slug) : '';
  return `<p><a href="/editor">All pages</a></p>
<form id="cms-page-form" class="demo-cms-form" data-page-id="${escapeHtml(id)}" data-revision="${page?.revision ?? ''}" novalidate>
<p id="cms-status" class="demo-cms-status" role="status">${page ? 'All changes saved.' : 'New page, not saved yet.'}</p>
<p id="cms-draft-notice" class="demo-cms-notice"${page?.draft ? '' : ' hidden'}>${page?.draft ? escapeHtml(draftNotice(page.published)) : ''}</p>
<div id="cms-errors" class="demo-cms-errors" tabindex="-1" hidden></div>
<div id="cms-warnings" class="demo-cms-notice" hidden></div>
<div id="cms-conflict" class="demo-cms-errors" tabindex="-1" hidden>
<p>${escapeHtml(CONFLICT_HEADING)}</p>
<p>${escapeHtml(CONFLICT_EXPLANATION)}</p>
<div class="demo-cms-actions">
<button type="button" id="cms-conflict-draft" class="demo-cms-button">Save mine as a draft</button>
<a id="cms-conflict-latest" href="${escapeHtml(editorPagePath(id))}" target="_blank" hidden>See the latest version (new tab)</a>
<button type="button" id="cms-reload" class="demo-cms-button demo-cms-button--danger">Load the latest (discards mine)</button>
</div>
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
<button type="submit" id="cms-save-draft" class="demo-cms-button demo-cms-button--secondary"${page ? '' : ' hidden'}>Save draft</button>
<button type="submit" id="cms-save" class="demo-cms-button">Publish</button>
<button type="button" id="cms-preview" class="demo-cms-button demo-cms-button--secondary">Preview</button>
<a id="cms-view" href="${escapeHtml(published)}"${page ? '' : ' hidden'}>View published page</a>
<button type="button" id="cms-delete" class="demo-cms-button demo-cms-button--danger"${page ? '' : ' hidden'}>Delete page…</button>
</div>
</form>
<details id="cms-revisions" class="demo-cms-revisions"${page ? '' : ' hidden'}>
<summary>Revisions</summary>
<p id="cms-revisions-status" class="demo-cms-status" role="status"></p>
<ul id="cms-revisions-list" class="demo-cms-revision-list"></ul>
</details>
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

/**
 * `/editor/pages/{id}/revisions/{n}`: one save of a page, read-only, shown as the preview shows
 * content (`content` with its placeholders), with a way back and a way to restore it.
 */
export function revisionView(id: string, revision: PageRevision, content: string): string {
  const editor = editorPagePath(id);
  return `<p><a href="${escapeHtml(editor)}">Back to the editor</a></p>
<p class="demo-cms-notice">${escapeHtml(revisionText(revision))}. A saved version, shown read-only, as a visitor who is not signed in sees it: nothing you do in its blocks is saved or sent.</p>
<p>Address: ${escapeHtml(publishedPagePath(revision.slug))}</p>
<p><a class="demo-cms-button" href="${escapeHtml(`${editor}?restore=${revision.revision}`)}">Restore this version</a></p>
<hr>
${content}`;
}

/** The top of a preview: unsaved content, shown as the published page would show it. */
export const previewNotice =
  '<p class="demo-cms-notice" role="status">Preview of unsaved changes, as a visitor who is not signed in sees them. Blocks only read here: nothing you do in them is saved or sent. Slots with problems explain them here.</p>';
