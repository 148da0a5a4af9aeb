/**
 * The demo CMS in the browser: the page form of /editor/pages/{id}, on the library's editor
 * entry as a host without React uses it (`mountEditor` from /assets/cms-blocks/editor.js).
 * Saves through the pages API, shows what is unsaved, warns before leaving it, and keeps what
 * was typed whatever the server answers.
 */
import * as v from 'valibot';
import { createApiClient } from '../../../src/api/client.ts';
import { isApiError } from '../../../src/api/errors/api-error.ts';
import type { Message } from '../../../src/api/messages.ts';
import {
  createPageEndpoint,
  deletePageEndpoint,
  editorPagePath,
  publishedPagePath,
  SlotProblemParamsSchema,
  updatePageEndpoint,
  type Page,
} from '../../../src/contracts/cms-pages.ts';
import type * as EditorEntry from '../../../src/editor/index.ts';

const EDITOR_URL = '/assets/cms-blocks/editor.js';

type TinyEditor = Awaited<ReturnType<typeof EditorEntry.mountEditor>['ready']>;

const api = createApiClient({ baseUrl: '/' });

/** The page's element `id`, which the server's view always writes, as the type it must have. */
function byId<T extends HTMLElement>(id: string, type: { new (): T; prototype: T }): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`The page has no ${type.name} #${id}`);
  return element;
}

const form = byId('cms-page-form', HTMLFormElement);
const title = byId('cms-title', HTMLInputElement);
const slug = byId('cms-slug', HTMLInputElement);
const content = byId('cms-content', HTMLTextAreaElement);
const status = byId('cms-status', HTMLParagraphElement);
const errors = byId('cms-errors', HTMLDivElement);
const saveButton = byId('cms-save', HTMLButtonElement);
const viewLink = byId('cms-view', HTMLAnchorElement);
const deleteButton = byId('cms-delete', HTMLButtonElement);
const deleteDialog = byId('cms-delete-dialog', HTMLDialogElement);
const deleteError = byId('cms-delete-error', HTMLParagraphElement);
const fieldErrors = { title: byId('cms-title-error', HTMLParagraphElement), slug: byId('cms-slug-error', HTMLParagraphElement) };

let pageId = form.dataset.pageId ?? '';
let saving = false;
const current = () => JSON.stringify([title.value, slug.value, content.value]);
let saved = current();
const dirty = () => saved !== current();

function showStatus(text: string) {
  status.textContent = text;
}

function refreshStatus() {
  if (!saving) showStatus(dirty() ? 'Unsaved changes.' : pageId ? 'All changes saved.' : 'New page, not saved yet.');
}

window.addEventListener('beforeunload', (event) => {
  if (dirty()) event.preventDefault();
});
form.addEventListener('input', refreshStatus);

/** The rich-text editor once it is ready; until then the plain textarea is the content. */
let editor: TinyEditor | null = null;

function clearErrors() {
  errors.hidden = true;
  errors.replaceChildren();
  for (const [name, element] of Object.entries(fieldErrors)) {
    element.hidden = true;
    element.textContent = '';
    byId(`cms-${name}`, HTMLInputElement).removeAttribute('aria-invalid');
  }
}

/** Selects the n-th slot in the editor, so the administrator sees which block the server refused. */
function showSlot(n: number) {
  const slot = editor?.dom.select('[data-block]')[n - 1];
  if (!editor || !slot) return;
  editor.focus();
  editor.selection.select(slot);
  slot.scrollIntoView({ block: 'center' });
}

/** The server's messages: at the title and address fields, and in a list above the form for the rest. */
function showErrors(messages: readonly Message[], fallback: string) {
  clearErrors();
  const list = document.createElement('ul');
  for (const message of messages) {
    const field = message.source === 'title' || message.source === 'slug' ? fieldErrors[message.source] : null;
    if (field) {
      field.textContent = message.value;
      field.hidden = false;
      byId(`cms-${message.source}`, HTMLInputElement).setAttribute('aria-invalid', 'true');
      continue;
    }
    const item = document.createElement('li');
    item.textContent = message.value;
    const slot = v.safeParse(SlotProblemParamsSchema, message.params);
    if (slot.success) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'demo-cms-link-button';
      button.textContent = `Show slot ${slot.output.slot} in the editor`;
      button.addEventListener('click', () => showSlot(slot.output.slot));
      item.append(' ', button);
    }
    list.append(item);
  }
  const heading = document.createElement('p');
  heading.textContent = list.childElementCount > 0 ? 'The page was not saved:' : fallback;
  errors.append(heading);
  if (list.childElementCount > 0) errors.append(list);
  errors.hidden = false;
  const firstField = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  (list.childElementCount > 0 || !firstField ? errors : firstField).focus();
}

const failureText = (status: number) =>
  status === 401
    ? 'Your session has ended. Log in again in another tab, then save again: nothing here is lost.'
    : status === 403
      ? 'Only administrators can change pages.'
      : 'The page could not be saved. Check your connection and try again: nothing here is lost.';

function adopt(page: Page) {
  const sent = content.value;
  pageId = page.id;
  form.dataset.pageId = page.id;
  history.replaceState(null, '', editorPagePath(page.id));
  viewLink.href = publishedPagePath(page.slug);
  viewLink.hidden = false;
  deleteButton.hidden = false;
  title.value = page.title;
  slug.value = page.slug;
  if (page.content !== sent) editor?.setContent(page.content);
  content.value = page.content;
  saved = current();
  return page.content !== sent;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (saving) return;
  saving = true;
  saveButton.disabled = true;
  form.setAttribute('aria-busy', 'true');
  showStatus('Saving…');
  const body = { title: title.value, slug: slug.value, content: content.value };
  const request = pageId
    ? api.request(updatePageEndpoint, { params: { id: pageId }, json: body })
    : api.request(createPageEndpoint, { json: body });
  void request
    .then(({ data: page }) => {
      clearErrors();
      return adopt(page) ? 'Saved. Markup that pages may not hold was removed.' : 'Saved.';
    })
    .catch((error: unknown) => {
      const code = isApiError(error) ? error.status : 0;
      showErrors(code === 422 && isApiError(error) ? error.messages : [], failureText(code));
      return 'Not saved.';
    })
    .then((text) => {
      saving = false;
      saveButton.disabled = false;
      form.removeAttribute('aria-busy');
      showStatus(dirty() ? `${text} Unsaved changes.` : text);
    });
});

byId('cms-preview', HTMLButtonElement).addEventListener('click', () => {
  const preview = byId('cms-preview-form', HTMLFormElement);
  (preview.elements.namedItem('title') as HTMLInputElement).value = title.value;
  (preview.elements.namedItem('content') as HTMLInputElement).value = content.value;
  preview.submit();
});

deleteButton.addEventListener('click', () => {
  deleteError.hidden = true;
  deleteDialog.showModal();
});
byId('cms-delete-cancel', HTMLButtonElement).addEventListener('click', () => deleteDialog.close());
byId('cms-delete-confirm', HTMLButtonElement).addEventListener('click', () => {
  void api
    .request(deletePageEndpoint, { params: { id: pageId } })
    .then(() => {
      saved = current();
      location.assign(`/editor?deleted=${encodeURIComponent(title.value)}`);
    })
    .catch(() => {
      deleteError.textContent = 'The page could not be deleted. Try again.';
      deleteError.hidden = false;
    });
});

// Last: every control above already works while the editor loads (a Save then sends the textarea).
const { mountEditor } = (await import(EDITOR_URL)) as typeof EditorEntry;
const changedBeforeEditor = dirty();
editor = await mountEditor(content, { blocks: true, label: 'Page content' }).ready;
// TinyMCE writes the content in its own normal form; that is not a change of the editor's
if (pageId && !changedBeforeEditor) saved = current();
refreshStatus();
