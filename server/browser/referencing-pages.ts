/**
 * The demo CMS's delete dialogs (a page's, an image's) name the pages that use what is about to
 * be deleted, with a link to edit each, from GET /api/cms/pages/referencing/{kind}.
 */
import { createApiClient } from '#api/client.ts';
import { editorPagePath, referencingPagesEndpoint, type PageSummary } from '#contracts/cms-pages.ts';
import type { ReferenceKind } from '#contracts/references.ts';

const api = createApiClient({ baseUrl: '/' });

/** The pages whose content uses `value`, `exclude` left out; null when they could not be asked for. */
const pagesUsing = (kind: ReferenceKind, value: string, exclude?: string): Promise<PageSummary[] | null> =>
  api.request(referencingPagesEndpoint, { params: { kind }, query: { value } }).then(
    ({ data }) => data.filter((page) => page.id !== exclude),
    () => null,
  );

/**
 * Writes into `container` the `intro` and the list of `pages` that use the thing, or what to say
 * when they could not be checked (`pages` null); hides it when no page uses it.
 */
function showPagesUsing(container: HTMLElement, pages: readonly PageSummary[] | null, words: PagesUsingWords) {
  const intro = document.createElement('p');
  if (pages === null) intro.textContent = words.unchecked;
  else if (pages.length > 0) intro.textContent = words.intro;
  const list = document.createElement('ul');
  for (const page of pages ?? []) {
    const link = document.createElement('a');
    link.href = editorPagePath(page.id);
    link.textContent = `Edit “${page.title}”`;
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  container.replaceChildren(...(intro.textContent ? [intro] : []), ...(list.childElementCount > 0 ? [list] : []));
  container.hidden = container.childElementCount === 0;
}

/** What a delete dialog says above the pages that use the thing, and when they could not be checked. */
interface PagesUsingWords {
  intro: string;
  unchecked: string;
}

interface DeleteDialogOptions extends PagesUsingWords {
  /** What the pages would use: a reference of `kind` to `value`, in any page but `exclude`. */
  kind: ReferenceKind;
  value: string;
  exclude?: string;
  /** Where the dialog lists the pages. */
  pagesList: HTMLElement;
}

/**
 * `button`'s delete `dialog`, opened once the pages that use the thing are listed in it. Meanwhile
 * the button is aria-disabled, not disabled (a disabled button drops the focus to the page's body,
 * where closing the dialog would then leave it), and a second press does nothing; closing the
 * dialog gives the focus back to the button.
 */
export function openDeleteDialog(button: HTMLButtonElement, dialog: HTMLDialogElement, options: DeleteDialogOptions) {
  if (button.getAttribute('aria-disabled') === 'true') return;
  button.setAttribute('aria-disabled', 'true');
  void pagesUsing(options.kind, options.value, options.exclude).then((pages) => {
    showPagesUsing(options.pagesList, pages, options);
    button.removeAttribute('aria-disabled');
    dialog.showModal();
  });
}
