/**
 * The demo CMS in the browser: the page form of /editor/pages/{id}, on the library's editor
 * entry as a host without React uses it (`mountEditor` from /assets/cms-blocks/editor.js).
 * Saves through the pages API, shows what is unsaved, warns before leaving it, and keeps what
 * was typed whatever the server answers.
 */
import * as v from 'valibot';
import { PageSchema, SlotProblemParamsSchema, type Page } from '../../../src/contracts/cms-pages.ts';
import type * as EditorEntry from '../../../src/editor/index.ts';

const EDITOR_URL = '/assets/cms-blocks/editor.js';

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

const { mountEditor } = (await import(EDITOR_URL)) as typeof EditorEntry;
const editor = await mountEditor(content, { blocks: true, label: 'Page content' }).ready;
// TinyMCE writes the content in its own normal form; that is not a change of the editor's
saved = pageId ? current() : saved;
refreshStatus();

function clearErrors() {
  errors.hidden = true;
  errors.replaceChildren();
  for (const [name, element] of Object.entries(fieldErrors)) {
    element.hidden = true;
    element.textContent = '';
    byId(`cms-${name}`, HTMLInputElement).removeAttribute('aria-invalid');
  }
}

const MessageSchema = v.object({ source: v.string(), value: v.string(), params: v.optional(v.unknown()) });
const AnswerSchema = v.object({ data: v.unknown(), messages: v.optional(v.array(MessageSchema), []) });

/** Selects the n-th slot in the editor, so the administrator sees which block the server refused. */
function showSlot(n: number) {
  const slot = editor.dom.select('[data-block]')[n - 1];
  if (!slot) return;
  editor.focus();
  editor.selection.select(slot);
  slot.scrollIntoView({ block: 'center' });
}

/** The server's messages: at the title and address fields, and in a list above the form for the rest. */
function showErrors(messages: readonly v.InferOutput<typeof MessageSchema>[], fallback: string) {
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

async function send(method: string, url: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = v.safeParse(AnswerSchema, await response.json().catch(() => null));
  return {
    status: response.status,
    data: answer.success ? answer.output.data : null,
    messages: answer.success ? answer.output.messages : [],
  };
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
  history.replaceState(null, '', `/editor/pages/${encodeURIComponent(page.id)}`);
  viewLink.href = `/pages/${encodeURIComponent(page.slug)}`;
  viewLink.hidden = false;
  deleteButton.hidden = false;
  title.value = page.title;
  slug.value = page.slug;
  if (page.content !== sent) editor.setContent(page.content);
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
    ? send('PUT', `/api/cms/pages/${encodeURIComponent(pageId)}`, body)
    : send('POST', '/api/cms/pages', body);
  void request
    .then(({ status: code, data, messages }) => {
      const page = v.safeParse(PageSchema, data);
      if (code === 200 && page.success) {
        clearErrors();
        const cleaned = adopt(page.output);
        return cleaned ? 'Saved. Markup that pages may not hold was removed.' : 'Saved.';
      }
      showErrors(code === 422 ? messages : [], failureText(code));
      return 'Not saved.';
    })
    .catch(() => {
      showErrors([], failureText(0));
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
  void send('DELETE', `/api/cms/pages/${encodeURIComponent(pageId)}`)
    .then(({ status: code }) => {
      if (code !== 200) throw new Error(`The server answered ${code}.`);
      saved = current();
      location.assign(`/editor?deleted=${encodeURIComponent(title.value)}`);
    })
    .catch(() => {
      deleteError.textContent = 'The page could not be deleted. Try again.';
      deleteError.hidden = false;
    });
});
