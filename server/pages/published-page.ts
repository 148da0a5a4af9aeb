import { editorPagePath, PAGE_SLUG_PATTERN, publishedPagePath } from '#contracts/cms-pages.ts';
import { hasRole } from '../auth/guards.ts';
import { findPublishedPage } from '../cms/page-store.ts';
import type { DataPage } from './demo-page.ts';
import { escapeHtml } from './html.ts';
import { placeholderFor } from './placeholders.ts';

const EDIT_LINK_TEXT = 'Edit this page';

/**
 * An empty slot as the sanitiser stores it. No attribute value of stored content holds a `>`
 * (encodeSlotProps and the HTML serialiser escape it), so `[^>]*` reads a whole start tag.
 */
const EMPTY_SLOT = /<div ([^>]*\bdata-block="([^"]*)"[^>]*)><\/div>/g;

/**
 * Stored content with each empty slot holding its block's placeholder shapes, so the page does not
 * shift as blocks mount. `mountAttribute` renames the slots' `data-block` (the editor's preview
 * mounts, which the loader leaves alone).
 */
export const withPlaceholders = (content: string, mountAttribute = 'data-block') =>
  content.replace(EMPTY_SLOT, (_slot, attributes: string, block: string) => {
    const mount = attributes.replace(/\bdata-block=/, `${mountAttribute}=`);
    return `<div ${mount}>${placeholderFor(block)}</div>`;
  });

/**
 * `/pages/{slug}`: a page written in the CMS editor, its published version (never a draft) as the
 * server stored it (sanitised on save) in the normal layout, so its slots mount as islands. Administrators get
 * edit mode, where a broken slot says why, and a link to the editor; nobody else ever does.
 */
export const publishedPage: DataPage = {
  path: '/pages/:slug',
  guard: 'public',
  // Seeded by server/db/seed-pages.ts.
  samplePath: publishedPagePath('welcome'),
  async load({ db, params, user }) {
    const slug = params.slug ?? '';
    if (!PAGE_SLUG_PATTERN.test(slug)) return null;
    const page = await findPublishedPage(db, slug);
    if (!page) return null;
    const isAdmin = hasRole(user, 'admin');
    const editLink = `<p class="demo-edit-link"><a href="${escapeHtml(editorPagePath(page.id))}">${EDIT_LINK_TEXT}</a></p>\n`;
    return { title: page.title, body: (isAdmin ? editLink : '') + withPlaceholders(page.content), editMode: isAdmin };
  },
  notFound: {
    title: 'Page not found',
    body: '<p>There is no page at this address. <a href="/">Go to the home page</a>.</p>',
  },
};
