/**
 * The demo CMS's media library in the browser (/editor/media, server/pages/cms/media-library.ts):
 * uploads an image with its optional description, saves each image's description in place, and
 * deletes an image after a confirm dialog. An upload or a delete reloads the list, with a notice.
 */
import * as v from 'valibot';
import { createApiClient } from '#api/client.ts';
import { isApiError } from '#api/errors/api-error.ts';
import { readMessages } from '#api/messages.ts';
import { deleteMediaEndpoint, updateMediaEndpoint } from '#contracts/media-library.ts';
import { uploadMediaEndpoint } from '#contracts/references.ts';
import { openDeleteDialog } from './referencing-pages.ts';

const api = createApiClient({ baseUrl: '/' });

/** The page's element `id`, which the server's view always writes, as the type it must have. */
function byId<T extends HTMLElement>(id: string, type: { new (): T; prototype: T }): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The page has no ${type.name} #${id}`);
  return element;
}

/** What a refused or failed call tells the administrator: the server's words for a refused value, else what to do. */
function failureText(status: number, messages: readonly { value: string }[], action: string): string {
  if (status === 401) return `Your session has ended. Log in again in another tab, then ${action} again.`;
  if (status === 403) return 'Only administrators can change the media library.';
  if (status === 404) return 'This image is no longer in the media library. Reload the page.';
  if (status === 422 && messages.length > 0) return messages.map((message) => message.value).join(' ');
  return `Could not ${action}. Check your connection and try again.`;
}

const reloadWith = (query: Record<string, string>) => location.assign(`/editor/media?${new URLSearchParams(query)}`);

const uploadForm = byId('media-upload-form', HTMLFormElement);
const fileInput = byId('media-file', HTMLInputElement);
const uploadButton = byId('media-upload', HTMLButtonElement);
const uploadError = byId('media-upload-error', HTMLParagraphElement);

function showUploadError(text: string) {
  uploadError.textContent = text;
  uploadError.hidden = false;
  fileInput.setAttribute('aria-invalid', 'true');
  fileInput.focus();
}

uploadForm.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!fileInput.files?.length) {
    showUploadError('Choose an image to upload.');
    return;
  }
  uploadButton.disabled = true;
  uploadForm.setAttribute('aria-busy', 'true');
  // note: by hand, as the API client sends JSON bodies only
  void fetch(uploadMediaEndpoint.path, { method: 'POST', body: new FormData(uploadForm), credentials: 'same-origin' })
    .then(async (response) => {
      const body: unknown = await response.json().catch(() => null);
      const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (response.status !== 200) {
        showUploadError(failureText(response.status, readMessages(envelope.messages), 'upload the image'));
        return;
      }
      const item = v.parse(uploadMediaEndpoint.data, envelope.data);
      reloadWith(item.alreadyInLibrary ? { uploaded: item.label, already: '1' } : { uploaded: item.label });
    })
    .catch(() => showUploadError('The image could not be uploaded. Check your connection and try again.'))
    .finally(() => {
      uploadButton.disabled = false;
      uploadForm.removeAttribute('aria-busy');
    });
});
fileInput.addEventListener('change', () => {
  uploadError.hidden = true;
  fileInput.removeAttribute('aria-invalid');
});

/** The row of the image an element belongs to: its id and name. */
function entryOf(element: Element) {
  const row = element.closest<HTMLTableRowElement>('tr[data-media-id]');
  return row ? { id: row.dataset.mediaId ?? '', name: row.dataset.mediaName ?? '', url: row.dataset.mediaUrl ?? '' } : null;
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-alt-form]')) {
  const input = form.elements.namedItem('alt') as HTMLInputElement;
  const status = form.querySelector<HTMLParagraphElement>('[role="status"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  input.addEventListener('input', () => {
    if (status) status.textContent = 'Not saved yet.';
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const entry = entryOf(form);
    if (!entry || !status || !button) return;
    button.disabled = true;
    status.textContent = 'Saving…';
    void api
      .request(updateMediaEndpoint, { params: { id: entry.id }, json: { alt: input.value } })
      .then(({ data }) => {
        input.value = data.alt ?? '';
        input.removeAttribute('aria-invalid');
        status.textContent = 'Saved.';
      })
      .catch((error: unknown) => {
        input.setAttribute('aria-invalid', 'true');
        status.textContent = isApiError(error)
          ? failureText(error.status, error.messages, 'save')
          : 'The description could not be saved. Check your connection and try again.';
      })
      .finally(() => {
        button.disabled = false;
      });
  });
}

const deleteDialog = byId('media-delete-dialog', HTMLDialogElement);
const deleteTitle = byId('media-delete-title', HTMLHeadingElement);
const deleteError = byId('media-delete-error', HTMLParagraphElement);
const confirmButton = byId('media-delete-confirm', HTMLButtonElement);
const deleteUsers = byId('media-delete-users', HTMLDivElement);
let deleting: ReturnType<typeof entryOf> = null;

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-delete]')) {
  button.addEventListener('click', () => {
    deleting = entryOf(button);
    if (!deleting) return;
    deleteTitle.textContent = `Delete “${deleting.name}”?`;
    deleteError.hidden = true;
    openDeleteDialog(button, deleteDialog, {
      kind: 'image',
      value: deleting.url,
      pagesList: deleteUsers,
      intro: 'These pages show it:',
      unchecked: 'Which pages show this image could not be checked.',
    });
  });
}
byId('media-delete-cancel', HTMLButtonElement).addEventListener('click', () => deleteDialog.close());
confirmButton.addEventListener('click', () => {
  const entry = deleting;
  if (!entry) return;
  confirmButton.disabled = true;
  void api
    .request(deleteMediaEndpoint, { params: { id: entry.id } })
    .then(() => reloadWith({ deleted: entry.name }))
    .catch((error: unknown) => {
      deleteError.textContent = isApiError(error)
        ? failureText(error.status, error.messages, 'delete the image')
        : 'The image could not be deleted. Check your connection and try again.';
      deleteError.hidden = false;
      confirmButton.disabled = false;
    });
});

// Last: the buttons the view writes disabled work from here on.
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-script]')) button.disabled = false;
