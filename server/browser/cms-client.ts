/**
 * The demo CMS in the browser: the page form of /editor/pages/{id}, on the library's editor
 * entry as a host without React uses it (`mountEditor` from /assets/cms-blocks/editor.js).
 * Publishes or saves a draft through the pages API with the revision it edited, shows what is
 * unsaved, warns before leaving it, and keeps what was typed whatever the server answers (a save
 * over someone else's newer one included: it can then be saved as a draft on top of theirs, or
 * discarded to load theirs). Lists the page's revisions and puts one back in the form, unsaved. A save
 * that kept blocks using something deleted since lists them; a delete first names the pages that
 * link to this one.
 */
import * as v from 'valibot';
import { createApiClient } from '#api/client.ts';
import { isApiError } from '#api/errors/api-error.ts';
import type { Message } from '#api/messages.ts';
import {
  createPageEndpoint,
  deletePageEndpoint,
  editorPagePath,
  getPageEndpoint,
  pageRevisionEndpoint,
  pageRevisionPath,
  pageRevisionsEndpoint,
  publishedPagePath,
  SAVE_WARNING_LEVEL,
  SlotProblemParamsSchema,
  updatePageEndpoint,
  type Page,
  type PageInput,
  type PageRevisionSummary,
} from '#contracts/cms-pages.ts';
import { REVISION_CONFLICT_STATUS } from '#contracts/revisions.ts';
import type * as EditorEntry from '#editor/index.ts';
import { openDeleteDialog } from './referencing-pages.ts';
import { draftNotice, editPageHeading, revisionText, SAVED_PAGE_SLUG_HINT, utcTimeText } from '../pages/cms/page-form-words.ts';
import { pageSlugFromTitle } from '../pages/cms/page-slug.ts';

const EDITOR_URL = '/assets/cms-blocks/editor.js';
/** The demo's own TinyMCE (server/routes/static-assets.ts), used under the GPL as the demo is. */
const TINYMCE = { tinymceUrl: '/assets/tinymce/', licenseKey: 'gpl' };

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
const slugHint = byId('cms-slug-hint', HTMLParagraphElement);
const content = byId('cms-content', HTMLTextAreaElement);
const status = byId('cms-status', HTMLParagraphElement);
const errors = byId('cms-errors', HTMLDivElement);
const warnings = byId('cms-warnings', HTMLDivElement);
const conflict = byId('cms-conflict', HTMLDivElement);
const reloadButton = byId('cms-reload', HTMLButtonElement);
const conflictDraftButton = byId('cms-conflict-draft', HTMLButtonElement);
const latestLink = byId('cms-conflict-latest', HTMLAnchorElement);
const draftNoticeText = byId('cms-draft-notice', HTMLParagraphElement);
const saveButtons = [byId('cms-save-draft', HTMLButtonElement), byId('cms-save', HTMLButtonElement)] as const;
const [saveDraftButton] = saveButtons;
const revisions = byId('cms-revisions', HTMLDetailsElement);
const revisionsStatus = byId('cms-revisions-status', HTMLParagraphElement);
const revisionList = byId('cms-revisions-list', HTMLUListElement);
const viewLink = byId('cms-view', HTMLAnchorElement);
const deleteButton = byId('cms-delete', HTMLButtonElement);
const deleteDialog = byId('cms-delete-dialog', HTMLDialogElement);
const deleteError = byId('cms-delete-error', HTMLParagraphElement);
const deleteUsers = byId('cms-delete-users', HTMLDivElement);
const fieldErrors = { title: byId('cms-title-error', HTMLParagraphElement), slug: byId('cms-slug-error', HTMLParagraphElement) };

let pageId = form.dataset.pageId ?? '';
/** The revision the form holds, which an update sends back; none for a new page. */
let revision = Number(form.dataset.revision);
/** Whether a save, a restore or a reload is under way: until it ends, the others do nothing. */
let busy = false;
const current = () => JSON.stringify([title.value, slug.value, content.value]);
let saved = current();
const dirty = () => saved !== current();

function showStatus(text: string) {
  status.textContent = text;
}

function refreshStatus() {
  if (!busy) showStatus(dirty() ? 'Unsaved changes.' : pageId ? 'All changes saved.' : 'New page, not saved yet.');
}

window.addEventListener('beforeunload', (event) => {
  if (dirty()) event.preventDefault();
});

/** A new page's address follows its title until the administrator types in it; a saved page's never does. */
let slugFollowsTitle = !pageId;
title.addEventListener('input', () => {
  if (slugFollowsTitle) slug.value = pageSlugFromTitle(title.value);
});
slug.addEventListener('input', () => {
  slugFollowsTitle = false;
});
// Registered after the title's listener: the status sees the address the title just wrote.
form.addEventListener('input', refreshStatus);

const heading = document.querySelector('main h1');
/** The demo's suffix of the document title (" · cms-blocks demo"), kept when the heading changes. */
const documentTitleSuffix = document.title.slice(heading?.textContent.length ?? 0);

/** The rich-text editor once it is ready; until then the plain textarea is the content. */
let editor: TinyEditor | null = null;

function clearErrors() {
  conflict.hidden = true;
  errors.hidden = true;
  errors.replaceChildren();
  warnings.hidden = true;
  warnings.replaceChildren();
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

/** The item of a list of the server's messages; one about a slot has a button that shows the slot. */
function messageItem(message: Message): HTMLLIElement {
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
  return item;
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
    list.append(messageItem(message));
  }
  const heading = document.createElement('p');
  heading.textContent = list.childElementCount > 0 ? 'The page was not saved:' : fallback;
  errors.append(heading);
  if (list.childElementCount > 0) errors.append(list);
  errors.hidden = false;
  const firstField = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  (list.childElementCount > 0 || !firstField ? errors : firstField).focus();
}

/**
 * A save's warnings (blocks kept though what they use was deleted since), listed under the status,
 * which says how many: the page is saved, so the focus stays where it is.
 */
function showWarnings(messages: readonly Message[]): string {
  const kept = messages.filter((message) => message.level === SAVE_WARNING_LEVEL);
  if (kept.length === 0) return '';
  const heading = document.createElement('p');
  heading.textContent =
    'These blocks use something that no longer exists: choose another in the block’s settings, or remove the block.';
  const list = document.createElement('ul');
  list.append(...kept.map(messageItem));
  warnings.replaceChildren(heading, list);
  warnings.hidden = false;
  return kept.length === 1
    ? ' 1 block uses something that no longer exists.'
    : ` ${kept.length} blocks use something that no longer exists.`;
}

const failureText = (status: number) =>
  status === 401
    ? 'Your session has ended. Log in again in another tab, then save again: nothing here is lost.'
    : status === 403
      ? 'Only administrators can change pages.'
      : 'The page could not be saved. Check your connection and try again: nothing here is lost.';

/**
 * The form's title, address and content become `page`'s (a stored page or one of its revisions),
 * but a field changed since `sent` (what a save sent) keeps what was typed. Answers the form as
 * saved: `sent`'s value for such a field, so the typing shows as unsaved.
 */
function fill(page: PageInput, sent: PageInput = { title: title.value, slug: slug.value, content: content.value }) {
  const typed = { title: title.value !== sent.title, slug: slug.value !== sent.slug, content: content.value !== sent.content };
  if (!typed.title) title.value = page.title;
  if (!typed.slug) slug.value = page.slug;
  if (!typed.content) {
    if (page.content !== content.value) editor?.setContent(page.content);
    content.value = page.content;
  }
  return JSON.stringify([
    typed.title ? sent.title : title.value,
    typed.slug ? sent.slug : slug.value,
    typed.content ? sent.content : content.value,
  ]);
}

/**
 * Starts or ends a save, restore or reload: its buttons and the others say they are unavailable
 * meanwhile (aria-disabled, so the one pressed keeps the focus) and do nothing when pressed.
 */
function setBusy(value: boolean) {
  busy = value;
  for (const element of [form, ...saveButtons, conflictDraftButton, reloadButton, ...revisionList.querySelectorAll('button')]) {
    const name = element === form ? 'aria-busy' : 'aria-disabled';
    if (value) element.setAttribute(name, 'true');
    else element.removeAttribute(name);
  }
}

/**
 * The form shows `page` as stored: after a save of `sent` (keeping what was typed meanwhile), or
 * a reload of someone else's save.
 */
function adopt(page: Page, sent?: PageInput) {
  saveDraftButton.hidden = false;
  draftNoticeText.hidden = !page.draft;
  draftNoticeText.textContent = page.draft ? draftNotice(page.published) : '';
  revisions.hidden = false;
  pageId = page.id;
  revision = page.revision;
  form.dataset.pageId = page.id;
  history.replaceState(null, '', editorPagePath(page.id));
  if (heading) heading.textContent = editPageHeading(page.title);
  document.title = editPageHeading(page.title) + documentTitleSuffix;
  viewLink.href = publishedPagePath(page.published.slug);
  viewLink.hidden = false;
  deleteButton.hidden = false;
  slugFollowsTitle = false;
  slugHint.textContent = SAVED_PAGE_SLUG_HINT;
  saved = fill(page, sent);
}

/**
 * Publishes the form, or saves it as a draft (a stored page only) over revision `base`, then says
 * so in the status, `done` saying what the save was for; a refusal keeps the form as it is, and
 * the revision it edited, and says why.
 */
function save(draft: boolean, done?: string, base = revision) {
  if (busy) return;
  setBusy(true);
  showStatus('Saving…');
  const body = { title: title.value, slug: slug.value, content: content.value };
  const request = pageId
    ? api.request(updatePageEndpoint, { params: { id: pageId }, json: { ...body, revision: base, draft } })
    : api.request(createPageEndpoint, { json: body });
  void request
    .then(({ data: page, messages }) => {
      // the conflict's button goes with the conflict: the focus moves on to the form
      if (conflict.contains(document.activeElement)) title.focus();
      clearErrors();
      adopt(page, body);
      if (revisions.open) void listRevisions();
      const saved = done ?? (page.draft ? 'Draft saved.' : 'Published.');
      const text =
        page.removed.length > 0 ? `${saved} Markup that pages may not hold was removed: ${page.removed.join(', ')}.` : saved;
      return text + showWarnings(messages);
    })
    .catch((error: unknown) => {
      const code = isApiError(error) ? error.status : 0;
      if (code === REVISION_CONFLICT_STATUS) showConflict();
      else showErrors(code === 422 && isApiError(error) ? error.messages : [], failureText(code));
      return 'Not saved.';
    })
    .then((text) => {
      setBusy(false);
      showStatus(dirty() ? `${text} Unsaved changes.` : text);
    });
}

// "Save draft" comes first, so Enter in a field saves a draft; a new page has none and publishes.
form.addEventListener('submit', (event) => {
  event.preventDefault();
  save(event.submitter === saveDraftButton && pageId !== '');
});

/** The latest save the conflict links to, once it does: the one "Save mine as a draft" goes on top of. */
let latestShown: number | null = null;

/**
 * Someone saved the page since this form loaded it: nothing was saved. What was typed stays; the
 * latest version can be seen beside it, and this one saved as a draft on top of it or discarded.
 */
function showConflict() {
  clearErrors();
  conflict.hidden = false;
  conflict.focus();
  latestLink.hidden = true;
  latestShown = null;
  void latestPage().then((page) => {
    if (!page) return;
    latestLink.href = pageRevisionPath(page.id, page.revision);
    latestLink.hidden = false;
    latestShown = page.revision;
  });
}

/** The page as last saved by anyone, or null (with the reason in the status) when it cannot be had. */
const latestPage = () =>
  api
    .request(getPageEndpoint, { params: { id: pageId } })
    .then(({ data }) => data)
    .catch((error: unknown) => {
      showStatus(
        isApiError(error) && error.status === 404
          ? 'This page has been deleted elsewhere.'
          : 'The latest version could not be loaded. Check your connection and try again.',
      );
      return null;
    });

/**
 * Saves what was typed on top of the latest save, which stays in the revisions: the one the
 * conflict links to, read again only when the link is not shown (its read failed or has not
 * answered). A save made since that one is another conflict, shown as the first was.
 */
conflictDraftButton.addEventListener('click', () => {
  if (busy) return;
  const savedAsDraft = 'Your version is saved as a draft; the other one is kept in the revisions.';
  if (latestShown !== null) {
    save(true, savedAsDraft, latestShown);
    return;
  }
  setBusy(true);
  void latestPage().then((page) => {
    setBusy(false);
    if (!page) return;
    save(true, savedAsDraft, page.revision);
  });
});

reloadButton.addEventListener('click', () => {
  if (busy || !window.confirm('Load the latest version? Your changes here will be lost.')) return;
  setBusy(true);
  showStatus('Loading the latest version…');
  void latestPage().then((page) => {
    setBusy(false);
    if (!page) return;
    adopt(page);
    clearErrors();
    title.focus();
    showStatus('Showing the latest saved version.');
  });
});

/** One save in the list of revisions, with a link to see it and a button to restore it. */
function revisionItem(summary: PageRevisionSummary): HTMLLIElement {
  const item = document.createElement('li');
  const view = document.createElement('a');
  view.href = pageRevisionPath(pageId, summary.revision);
  view.target = '_blank';
  view.textContent = 'View';
  view.setAttribute('aria-label', `View revision ${summary.revision} (opens in a new tab)`);
  const restore = document.createElement('button');
  restore.type = 'button';
  restore.className = 'demo-cms-link-button';
  restore.textContent = 'Restore';
  restore.setAttribute('aria-label', `Restore revision ${summary.revision}`);
  if (busy) restore.setAttribute('aria-disabled', 'true');
  restore.addEventListener('click', () => restoreRevision(summary.revision));
  item.append(`${revisionText(summary)} `, view, ' ', restore);
  return item;
}

/** Fills the list of revisions, newest first. */
function listRevisions() {
  revisionsStatus.textContent = 'Loading the revisions…';
  return api
    .request(pageRevisionsEndpoint, { params: { id: pageId } })
    .then(({ data }) => {
      // the button pressed (a Restore) goes with the old items: the focus stays with the list
      const hadFocus = revisionList.contains(document.activeElement);
      revisionList.replaceChildren(...data.map(revisionItem));
      if (hadFocus) revisions.querySelector('summary')?.focus();
      revisionsStatus.textContent = `${data.length} saved version${data.length === 1 ? '' : 's'}, newest first. Restoring one puts it in the form, to save as a draft or publish.`;
    })
    .catch(() => {
      revisionsStatus.textContent = 'The revisions could not be loaded. Close and open this list to try again.';
    });
}

revisions.addEventListener('toggle', () => {
  if (revisions.open) void listRevisions();
});

/**
 * Loads revision `n` into the form, unsaved (the revision itself is never changed): nothing is
 * saved until Save draft or Publish is pressed, and leaving warns as for any unsaved change.
 */
function restoreRevision(n: number) {
  if (busy || (dirty() && !window.confirm('Restoring replaces your unsaved changes here. Restore anyway?'))) return;
  setBusy(true);
  showStatus(`Loading revision ${n}…`);
  void api
    .request(pageRevisionEndpoint, { params: { id: pageId, revision: n } })
    .then(({ data }) => {
      setBusy(false);
      fill(data);
      title.focus();
      showStatus(`Revision ${n} of ${utcTimeText(data.savedAt)} is in the form. Save draft or Publish to keep it.`);
    })
    .catch(() => {
      setBusy(false);
      showStatus(`Revision ${n} could not be loaded. Check your connection and try again.`);
    });
}

byId('cms-preview', HTMLButtonElement).addEventListener('click', () => {
  const preview = byId('cms-preview-form', HTMLFormElement);
  (preview.elements.namedItem('title') as HTMLInputElement).value = title.value;
  (preview.elements.namedItem('content') as HTMLInputElement).value = content.value;
  preview.submit();
});

// Names the pages that link to this one (at its stored address) before asking.
deleteButton.addEventListener('click', () => {
  deleteError.hidden = true;
  openDeleteDialog(deleteButton, deleteDialog, {
    kind: 'page',
    value: viewLink.getAttribute('href') ?? '',
    exclude: pageId,
    pagesList: deleteUsers,
    intro: 'Pages that link to this one (their links will lead nowhere once it is deleted):',
    unchecked: 'Which pages link to this one could not be checked.',
  });
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
editor = await mountEditor(content, { ...TINYMCE, blocks: true, label: 'Page content' }).ready;
// TinyMCE writes the content in its own normal form; that is not a change of the editor's
if (pageId && !changedBeforeEditor) saved = current();
refreshStatus();
// "Restore this version" on a revision's read-only view comes here with ?restore=N.
const restoring = Number(new URL(location.href).searchParams.get('restore'));
if (pageId && Number.isInteger(restoring) && restoring > 0) {
  history.replaceState(null, '', editorPagePath(pageId));
  restoreRevision(restoring);
}
