import { MEDIA_ALT_MAX_LENGTH } from '#contracts/media-library.ts';
import { MEDIA_TYPES } from '#contracts/references.ts';
import type { DataPage } from '../demo-page.ts';
import { escapeHtml } from '../html.ts';
import { mediaItem } from '../../media/media-item.ts';
import { listMedia, type MediaRow } from '../../media/media-store.ts';
import { browserScriptRoute } from '../browser-script.ts';

/** The media library's script (server/browser/media-library-client.ts). */
export const MEDIA_LIBRARY_SCRIPT = '/editor/media.js';
export const mediaLibraryScriptRoute = browserScriptRoute('media-library-client.ts', 'esm');

const NOTICE_MAX_LENGTH = 200;

/** The notice after the script's reload: what was uploaded or deleted, named as the query gives it. */
function noticeOf(url: URL): string | null {
  const name = (key: string) => url.searchParams.get(key)?.slice(0, NOTICE_MAX_LENGTH) || null;
  const uploaded = name('uploaded');
  if (uploaded) {
    return url.searchParams.has('already') ? `“${uploaded}” was already in the media library.` : `Uploaded “${uploaded}”.`;
  }
  const deleted = name('deleted');
  return deleted ? `Deleted “${deleted}”.` : null;
}

function mediaRow(row: MediaRow): string {
  const id = escapeHtml(row.id);
  const item = mediaItem(row);
  return `<tr data-media-id="${id}" data-media-name="${escapeHtml(row.fileName)}" data-media-url="${escapeHtml(row.url)}">
<td><img class="demo-cms-thumbnail" src="${escapeHtml(row.url)}" alt="" width="64" height="64" loading="lazy"></td>
<th scope="row" id="media-name-${id}">${escapeHtml(row.fileName)}<br><span class="demo-cms-hint">${escapeHtml(item.detail ?? '')}</span></th>
<td><form class="demo-cms-media-alt" data-alt-form novalidate>
<input name="alt" type="text" maxlength="${MEDIA_ALT_MAX_LENGTH}" value="${escapeHtml(row.altText)}" aria-labelledby="media-col-alt media-name-${id}" aria-describedby="media-alt-status-${id}">
<button type="submit" class="demo-cms-button demo-cms-button--secondary" aria-describedby="media-name-${id}" data-script disabled>Save</button>
<p id="media-alt-status-${id}" class="demo-cms-hint" role="status"></p>
</form></td>
<td><button type="button" class="demo-cms-button demo-cms-button--danger" data-delete aria-describedby="media-name-${id}" data-script disabled>Delete…</button></td>
</tr>`;
}

/**
 * `/editor/media`: upload an image, write each image's description, delete one. Its buttons work
 * through the script (server/browser/media-library-client.ts), which enables them once it runs.
 */
export function mediaLibraryView(rows: readonly MediaRow[], notice: string | null): string {
  const list =
    rows.length === 0
      ? '<p class="demo-cms-empty">No images yet. Upload the first one.</p>'
      : `<table class="demo-cms-table">
<caption class="demo-cms-caption">${rows.length} image${rows.length === 1 ? '' : 's'}</caption>
<thead><tr><th scope="col">Picture</th><th scope="col">Name</th><th scope="col" id="media-col-alt">Image description</th><th scope="col">Delete</th></tr></thead>
<tbody>
${rows.map(mediaRow).join('\n')}
</tbody>
</table>`;
  return `<p><a href="/editor">All pages</a></p>
${notice ? `<p class="demo-cms-notice" role="status">${escapeHtml(notice)}</p>` : ''}
<h2>Upload an image</h2>
<form id="media-upload-form" class="demo-cms-form" novalidate>
<div class="demo-cms-field">
<label for="media-file">Image file</label>
<p id="media-file-hint" class="demo-cms-hint">A PNG, JPEG, WebP or GIF image of at most 2 MB. A file already in the library is not added twice.</p>
<input id="media-file" name="file" type="file" accept="${MEDIA_TYPES.join(',')}" aria-describedby="media-file-hint" required>
</div>
<div class="demo-cms-field">
<label for="media-alt">Image description (optional)</label>
<p id="media-alt-hint" class="demo-cms-hint">What the picture shows, for visitors who cannot see it. Blocks that show the image start with this description; each block can change it.</p>
<input id="media-alt" name="alt" type="text" maxlength="${MEDIA_ALT_MAX_LENGTH}" aria-describedby="media-alt-hint">
</div>
<p id="media-upload-error" class="demo-cms-error" role="alert" hidden></p>
<div class="demo-cms-actions"><button type="submit" id="media-upload" class="demo-cms-button" data-script disabled>Upload</button></div>
</form>
<h2>Images</h2>
${list}
<dialog id="media-delete-dialog" class="demo-cms-dialog" aria-labelledby="media-delete-title" aria-describedby="media-delete-text media-delete-users">
<h2 id="media-delete-title">Delete this image?</h2>
<p id="media-delete-text">Pages that show this image will show nothing in its place. This cannot be undone.</p>
<div id="media-delete-users" hidden></div>
<p id="media-delete-error" class="demo-cms-error" role="alert" hidden></p>
<div class="demo-cms-actions">
<button type="button" id="media-delete-confirm" class="demo-cms-button demo-cms-button--danger">Delete image</button>
<button type="button" id="media-delete-cancel" class="demo-cms-button demo-cms-button--secondary">Cancel</button>
</div>
</dialog>`;
}

/** `/editor/media`: the demo CMS's media library (administrators only). */
export const editorMediaPage: DataPage = {
  path: '/editor/media',
  samplePath: '/editor/media',
  guard: 'admin',
  script: MEDIA_LIBRARY_SCRIPT,
  async load({ db, url }) {
    return { title: 'Media library', body: mediaLibraryView(await listMedia(db), noticeOf(url)) };
  },
  notFound: { title: 'Media library', body: '' },
};
