import { PREVIEW_ATTRIBUTE } from '#contracts/editor-preview.ts';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';
import { findPage, findRevision, listPages } from '../../cms/page-store.ts';
import type { DataPage } from '../demo-page.ts';
import { seededPageId } from '../../db/seed-pages.ts';
import { EDITOR_CONTENT_SECURITY_POLICY } from '../layout.ts';
import { editorPagePath, pageRevisionPath, parseRevisionNumber } from '#contracts/cms-pages.ts';
import { withPlaceholders } from '../published-page.ts';
import { PREVIEW_SCRIPT } from './cms-preview.ts';
import { CMS_SCRIPT, pageEditView, pageListView, revisionView } from './cms-views.ts';
import { editPageHeading } from './page-form-words.ts';

const NOTICE_MAX_LENGTH = 200;

/** `/editor`: the demo CMS's list of pages (administrators only). */
export const editorListPage: DataPage = {
  path: '/editor',
  samplePath: '/editor',
  guard: 'admin',
  async load({ db, url }) {
    const deleted = url.searchParams.get('deleted')?.slice(0, NOTICE_MAX_LENGTH);
    return { title: 'Pages', body: pageListView(await listPages(db), deleted ? `Deleted “${deleted}”.` : null) };
  },
  notFound: { title: 'Pages', body: '' },
};

/** `/editor/pages/new`: a new page's form. */
export const editorNewPage: DataPage = {
  path: '/editor/pages/new',
  samplePath: '/editor/pages/new',
  guard: 'admin',
  script: CMS_SCRIPT,
  contentSecurityPolicy: EDITOR_CONTENT_SECURITY_POLICY,
  load: () => Promise.resolve({ title: 'New page', body: pageEditView(null) }),
  notFound: { title: 'New page', body: '' },
};

/** `/editor/pages/{id}`: a stored page's form, with the rich-text editor. */
export const editorEditPage: DataPage = {
  path: '/editor/pages/:id',
  samplePath: editorPagePath(seededPageId('welcome')),
  guard: 'admin',
  script: CMS_SCRIPT,
  contentSecurityPolicy: EDITOR_CONTENT_SECURITY_POLICY,
  async load({ db, params }) {
    const id = params.id ?? '';
    const page = TOKEN_PATTERN.test(id) ? await findPage(db, id) : null;
    return page && { title: editPageHeading(page.title), body: pageEditView(page) };
  },
  notFound: {
    title: 'Page not found',
    body: '<p>There is no such page; it may have been deleted. <a href="/editor">All pages</a>.</p>',
  },
};

/**
 * `/editor/pages/{id}/revisions/{n}`: one save of a page, read-only, its blocks as a guest sees
 * them and changing nothing, as the new-tab preview shows them; linked from the editor's list of revisions.
 */
export const editorRevisionPage: DataPage = {
  path: '/editor/pages/:id/revisions/:revision',
  samplePath: pageRevisionPath(seededPageId('welcome'), 1),
  guard: 'admin',
  script: PREVIEW_SCRIPT,
  async load({ db, params }) {
    const id = params.id ?? '';
    const number = parseRevisionNumber(params.revision ?? '');
    const revision = TOKEN_PATTERN.test(id) && number ? await findRevision(db, id, number) : null;
    return (
      revision && {
        title: `Revision ${revision.revision}: ${revision.title}`,
        body: revisionView(id, revision, withPlaceholders(revision.content, PREVIEW_ATTRIBUTE)),
        editMode: true,
      }
    );
  },
  notFound: {
    title: 'Revision not found',
    body: '<p>This page has no such revision; it may have been deleted. <a href="/editor">All pages</a>.</p>',
  },
};
