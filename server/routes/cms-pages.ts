import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import {
  createPageEndpoint,
  PAGE_TITLE_MAX_LENGTH,
  PAGE_TITLE_SEARCH_LIMIT,
  parseRevisionNumber,
  publishedPagePath,
  SAVE_WARNING_LEVEL,
  updatePageEndpoint,
  type LinkList,
  type Page,
  type PageInput,
  type PageRevision,
  type PageRevisionSummary,
  type PageSummary,
  type SavedPage,
} from '#contracts/cms-pages.ts';
import type { Endpoint } from '#contracts/endpoint.ts';
import { freeTextLookup } from '#contracts/slot-references.ts';
import { checkPageContent, contentReferences, type ContentProblem } from '#server/content-check.ts';
import { allow } from '../auth/guards.ts';
import { readBlockManifest, type BlockManifest } from '../cms/block-manifest.ts';
import {
  createPage,
  deletePage,
  findPage,
  findPageContent,
  findRevision,
  listPages,
  listRevisions,
  pageExists,
  pagesContaining,
  REVISION_CONFLICT,
  searchPageTitles,
  SLUG_TAKEN,
  updatePage,
} from '../cms/page-store.ts';
import { databaseReferences } from '../cms/reference-source-store.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { envelopeResponse, errorMessage, fieldMessage, respond, type ApiMessage } from '../http/envelope.ts';
import { revisionConflict } from '../http/revision-conflict.ts';
import { apiNoStore } from '../http/security-headers.ts';
import { readEndpointBody, readQuery, tokenSchema } from '../http/validate.ts';
import { isReferenceKind, ReferenceValueSchema, unknownReferenceKind } from './cms-references.ts';

const PAGE_NOT_FOUND_TEXT = 'There is no such page.';
const REVISION_NOT_FOUND_TEXT = 'This page has no such revision.';
const SLUG_TAKEN_TEXT = 'Another page already uses this address.';
const LINK_LIST_FORMAT = 'tinyMceLinkList';
const UNSUPPORTED_FORMAT_TEXT = `The page title search answers only format=${LINK_LIST_FORMAT}.`;

const pageNotFound = (c: Context) => respond(c, 404, null, [errorMessage('page', 'notFound', PAGE_NOT_FOUND_TEXT)]);
const revisionNotFound = (c: Context) => respond(c, 404, null, [errorMessage('revision', 'notFound', REVISION_NOT_FOUND_TEXT)]);
const slugTaken = (c: Context) => respond(c, 422, null, [fieldMessage('slug', SLUG_TAKEN, SLUG_TAKEN_TEXT)]);

/** A page id in the path; anything that is no token names no page (404), and never reaches the database. */
const PageIdSchema = tokenSchema('id');
const pageId = (c: Context) => {
  const id = c.req.param('id');
  return v.is(PageIdSchema, id) ? id : null;
};

const slotMessage = ({ slot, block, code, text }: ContentProblem): ApiMessage => ({
  ...fieldMessage('content', code, text),
  params: { slot, block },
});

const slotWarning = (problem: ContentProblem): ApiMessage => ({ ...slotMessage(problem), level: SAVE_WARNING_LEVEL });

const ReferencingQuerySchema = v.object({
  value: v.pipe(ReferenceValueSchema, v.trim(), v.nonEmpty('value must name what pages may reference.')),
});

/**
 * The longest part of `lookup` that a page's content holds as it is, however the value was
 * written there (JSON in an attribute, a link's href): the database's first cut of a search.
 */
const literalPart = (lookup: string) =>
  (lookup.match(/[A-Za-z0-9/._~:%-]+/g) ?? []).reduce((longest, part) => (part.length > longest.length ? part : longest), '');

/**
 * The pages administrators write in the CMS editor (src/contracts/cms-pages.ts), mounted at
 * /api/cms/pages. A save checks every slot against the build's blocks.json (read once, on the
 * first save), then what the slots reference against the database (checkPageContent, the check
 * `cms-blocks/server` gives hosts as checkContent): any problem answers 422 with
 * one message per slot and saves nothing. A slot the stored page already held as it is (the
 * published page when publishing, the latest save for a draft), whose reference has gone since, is no problem: the save goes ahead and its 200 warns of it.
 * Otherwise the content is stored as the sanitiser leaves it. An update over a newer revision than
 * the one it edited answers 409 and saves nothing. Every save is kept as a revision; a draft is
 * checked as publishing is, but visitors keep seeing the published version.
 */
export function cmsPageRoutes(db: Db, distDir: string) {
  let manifest: Promise<BlockManifest> | undefined;
  const blockManifest = () => (manifest ??= readBlockManifest(distDir));

  /**
   * The body of a create or update, its content sanitised, what that removed, and the warnings of
   * its slots kept though their reference has gone since `saved(body)` (the stored content the
   * body replaces); a slot problem answers 422.
   */
  async function readPage<Body extends PageInput>(
    c: Context,
    endpoint: Endpoint<SavedPage, Body>,
    saved?: (input: Body) => Promise<string>,
  ): Promise<{ input: Body; removed: string[]; warnings: ApiMessage[] }> {
    const input = await readEndpointBody(c, endpoint);
    const { html, removed, problems } = await checkPageContent(input.content, {
      blocksJson: await blockManifest(),
      references: databaseReferences(db),
      ...(saved ? { saved: () => saved(input) } : {}),
    });
    const refused = problems.filter(({ level }) => level === 'error');
    if (refused.length > 0) throw new HTTPException(422, { res: envelopeResponse(422, null, refused.map(slotMessage)) });
    return { input: { ...input, content: html }, removed, warnings: problems.map(slotWarning) };
  }

  return new Hono<AppEnv>()
    .use(allow('admin'))
    .get('/', async (c) => respond<PageSummary[]>(c, 200, await listPages(db)))
    .post('/', async (c) => {
      const { input, removed } = await readPage(c, createPageEndpoint);
      const page = await createPage(db, input, c.var.user.id);
      return page === SLUG_TAKEN ? slugTaken(c) : respond<SavedPage>(c, 200, { ...page, removed });
    })
    .get('/referencing/:kind', async (c) => {
      const kind = c.req.param('kind');
      if (!isReferenceKind(kind)) return unknownReferenceKind(c);
      const { value } = readQuery(c, ReferencingQuerySchema);
      const lookup = freeTextLookup(kind, value) ?? value;
      const literal = literalPart(lookup);
      // no part that content could hold as it is: no page uses it, and no page is read to learn that
      if (!literal) return respond<PageSummary[]>(c, 200, []);
      const manifest = await blockManifest();
      const pages = (await pagesContaining(db, literal)).filter(({ content, draftContent }) =>
        [content, draftContent].some((text) => text !== null && contentReferences(text, manifest, kind, lookup)),
      );
      return respond<PageSummary[]>(
        c,
        200,
        pages.map(({ content: _content, draftContent: _draftContent, ...summary }) => summary),
      );
    })
    .get('/:id', async (c) => {
      const id = pageId(c);
      const page = id ? await findPage(db, id) : null;
      return page ? respond<Page>(c, 200, page) : pageNotFound(c);
    })
    .get('/:id/revisions', async (c) => {
      const id = pageId(c);
      const revisions = id ? await listRevisions(db, id) : null;
      return revisions ? respond<PageRevisionSummary[]>(c, 200, revisions) : pageNotFound(c);
    })
    .get('/:id/revisions/:revision', async (c) => {
      const id = pageId(c);
      if (!id) return pageNotFound(c);
      const number = parseRevisionNumber(c.req.param('revision'));
      const revision = number ? await findRevision(db, id, number) : null;
      if (revision) return respond<PageRevision>(c, 200, revision);
      // no such revision: which of the two 404s, told by a read of the page's id alone
      return (await pageExists(db, id)) ? revisionNotFound(c) : pageNotFound(c);
    })
    .put('/:id', async (c) => {
      const id = pageId(c);
      if (!id) return pageNotFound(c);
      // Publishing keeps the slots visitors see; a draft, those of the latest save it follows.
      const { input, removed, warnings } = await readPage(
        c,
        updatePageEndpoint,
        async ({ draft }) => (await findPageContent(db, id, draft ? 'latest' : 'published')) ?? '',
      );
      const page = await updatePage(db, id, input, c.var.user.id);
      if (page === SLUG_TAKEN) return slugTaken(c);
      if (page === REVISION_CONFLICT) return revisionConflict(c);
      return page ? respond<SavedPage>(c, 200, { ...page, removed }, warnings) : pageNotFound(c);
    })
    .delete('/:id', async (c) => {
      const id = pageId(c);
      return id && (await deletePage(db, id)) ? respond(c, 200, null) : pageNotFound(c);
    });
}

const TitleSearchQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(PAGE_TITLE_MAX_LENGTH, `q must be at most ${PAGE_TITLE_MAX_LENGTH} characters.`),
      v.check((text) => !text.includes('\0'), 'q must not contain NUL characters.'),
    ),
    '',
  ),
});

/**
 * GET /rcm-page-search/title?format=tinyMceLinkList&q=TEXT: the editor's link dialog lists pages
 * whose title holds the text, as TinyMCE's link list (a bare array, not the envelope). Never
 * cached: it answers administrators only.
 */
export function pageTitleSearchRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use(apiNoStore)
    .use(allow('admin'))
    .get('/', async (c) => {
      if (c.req.query('format') !== LINK_LIST_FORMAT) {
        return respond(c, 400, null, [errorMessage('format', 'unsupportedFormat', UNSUPPORTED_FORMAT_TEXT)]);
      }
      const { q } = readQuery(c, TitleSearchQuerySchema);
      const pages = await searchPageTitles(db, q, PAGE_TITLE_SEARCH_LIMIT);
      return c.json<LinkList>(pages.map(({ title, slug }) => ({ title, value: publishedPagePath(slug) })));
    });
}
