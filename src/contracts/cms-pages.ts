import * as v from 'valibot';
import { RequiredSchema } from '#validation/required.ts';
import { defineEndpoint } from './endpoint.ts';
import { REVISION_MAX } from './revisions.ts';

/** A page's address under /pages/: lowercase words joined by hyphens, e.g. `about-us`. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX_LENGTH = 80;
export const PAGE_TITLE_MAX_LENGTH = 120;
/** The stored HTML's limit, well under the API's 1 MB body limit. */
export const PAGE_CONTENT_MAX_LENGTH = 200_000;

export const PAGE_SLUG_TEXT = 'Use lowercase letters, digits and single hyphens, e.g. about-us.';

/** Where a page is published: `/pages/{slug}`. */
export const publishedPagePath = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

/** The demo CMS's editor page of one stored page. */
export const editorPagePath = (id: string) => `/editor/pages/${encodeURIComponent(id)}`;

/** The demo CMS's read-only view of one save of a page. */
export const pageRevisionPath = (id: string, revision: number) => `${editorPagePath(id)}/revisions/${revision}`;

/**
 * A revision number as a path writes it (`pageRevisionPath`): digits without a leading zero, at
 * most REVISION_MAX; null for anything else, which names no revision and never reaches the database.
 */
export function parseRevisionNumber(text: string): number | null {
  const revision = Number(text);
  return /^[1-9][0-9]*$/.test(text) && revision <= REVISION_MAX ? revision : null;
}

/** What an administrator saves: the body of create and update. */
export const PageInputSchema = v.object({
  title: v.pipe(RequiredSchema, v.trim(), v.maxLength(PAGE_TITLE_MAX_LENGTH)),
  slug: v.pipe(RequiredSchema, v.trim(), v.maxLength(PAGE_SLUG_MAX_LENGTH), v.regex(PAGE_SLUG_PATTERN, PAGE_SLUG_TEXT)),
  content: v.pipe(v.string(), v.maxLength(PAGE_CONTENT_MAX_LENGTH)),
});

/** A page in the list of pages: its published title and address, and its last save (a draft's too). */
export const PageSummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  slug: v.string(),
  /** ISO 8601. */
  updatedAt: v.string(),
  /** The username of whoever saved it last. */
  author: v.string(),
  /** Whether its last save is a draft, which visitors do not see yet. */
  draft: v.boolean(),
});

/** The version of a page visitors see: its address, when it was published and by whom. */
export const PublishedVersionSchema = v.object({ slug: v.string(), updatedAt: v.string(), author: v.string() });

/**
 * A stored page as the editor opens it: its latest save (the draft, when there is one), its
 * content as the server sanitised it, and its revision, a number the server raises with each save,
 * draft or published (src/contracts/revisions.ts); and the version visitors see.
 */
export const PageSchema = v.object({
  // note: a summary's fields, here all of the latest save (a draft's title and address too); visitors see `published`
  ...PageSummarySchema.entries,
  content: v.string(),
  revision: v.number(),
  published: PublishedVersionSchema,
});

/**
 * What a create or update answers: the page as stored, and what the server's sanitiser removed
 * from the content sent, in words (`<script>`, `the style attribute`), each once; empty when
 * nothing was, and the content is then the one sent, byte for byte, for HTML the editor writes.
 */
export const SavedPageSchema = v.object({ ...PageSchema.entries, removed: v.array(v.string()) });

/**
 * The body of an update: the page as edited, the revision the edit started from, and whether to
 * save it as a draft (checked as publishing is; visitors keep seeing the published version) rather
 * than publish it.
 */
export const PageUpdateSchema = v.object({
  ...PageInputSchema.entries,
  revision: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(REVISION_MAX)),
  draft: v.optional(v.boolean(), false),
});

/** One save of a page in its history: its revision, when, by whom, and whether it was a draft. */
export const PageRevisionSummarySchema = v.object({
  revision: v.number(),
  /** ISO 8601. */
  savedAt: v.string(),
  author: v.string(),
  draft: v.boolean(),
});

/** One save of a page as it was saved. */
export const PageRevisionSchema = v.object({
  ...PageRevisionSummarySchema.entries,
  title: v.string(),
  slug: v.string(),
  content: v.string(),
});

export type PageInput = v.InferOutput<typeof PageInputSchema>;
export type PageUpdate = v.InferOutput<typeof PageUpdateSchema>;
export type PageSummary = v.InferOutput<typeof PageSummarySchema>;
export type Page = v.InferOutput<typeof PageSchema>;
export type SavedPage = v.InferOutput<typeof SavedPageSchema>;
export type PageRevisionSummary = v.InferOutput<typeof PageRevisionSummarySchema>;
export type PageRevision = v.InferOutput<typeof PageRevisionSchema>;

/**
 * A 422's message about one slot of the content: a validatorMessage with source `content`, code
 * `unknownBlock`, `invalidProps`, `invalidJson` or `unknownReference` (a product, page, image,
 * conference or event the database does not have, in a slot the save adds or changes), and these
 * params, so the editor can point at it. A save's 200 carries the same params on its warnings
 * (SAVE_WARNING_LEVEL).
 */
export const SlotProblemParamsSchema = v.object({
  /** The slot's position among the content's slots, from 1. */
  slot: v.number(),
  block: v.string(),
});

/**
 * The level of a saved page's warnings: a slot the page held as it is, whose reference has gone
 * since (a product or page deleted), is kept rather than refused, and the 200 carries one
 * validatorMessage per such slot: source `content`, code `missingReference`, this level and
 * SlotProblemParamsSchema's params ("Slot 3 (Add to cart): the product P990 no longer exists.").
 */
export const SAVE_WARNING_LEVEL = 'warning';

/** Administrators only: every call answers 401 signed out and 403 for anyone else. */
export const listPagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cms/pages',
  data: v.array(PageSummarySchema),
});

export const getPageEndpoint = defineEndpoint({ method: 'GET', path: '/api/cms/pages/{id}', data: PageSchema });

export const createPageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/cms/pages',
  data: SavedPageSchema,
  body: PageInputSchema,
});

/**
 * A save over a newer revision than the body's changes nothing and answers 409 with
 * REVISION_CONFLICT_CODE on the source `revision` (src/contracts/revisions.ts).
 */
export const updatePageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/cms/pages/{id}',
  data: SavedPageSchema,
  body: PageUpdateSchema,
});

/** A page's saves, newest first. An unknown page answers 404. */
export const pageRevisionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cms/pages/{id}/revisions',
  data: v.array(PageRevisionSummarySchema),
});

/** One save of a page; an unknown page or revision answers 404. */
export const pageRevisionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cms/pages/{id}/revisions/{revision}',
  data: PageRevisionSchema,
});

export const deletePageEndpoint = defineEndpoint({ method: 'DELETE', path: '/api/cms/pages/{id}', data: v.null() });

/**
 * The pages whose content uses the query's `value` of `kind` (a reference kind,
 * src/contracts/references.ts): in a block's props, or, for a page or an image, as a link or a
 * picture in its text. What a delete asks before it goes ahead. A `/pages/…` or `/media/…` value is
 * matched without its #part or ?query. An unknown kind answers 404; a missing or overlong `value` 422.
 */
export const referencingPagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cms/pages/referencing/{kind}',
  data: v.array(PageSummarySchema),
});

/** The page title search (commerce.md 7) in TinyMCE's link-list format: `[{title, value}]`, at most 20. */
export const PAGE_TITLE_SEARCH_PATH = '/rcm-page-search/title';
export const PAGE_TITLE_SEARCH_LIMIT = 20;
export const LinkListSchema = v.array(v.object({ title: v.string(), value: v.string() }));
export type LinkList = v.InferOutput<typeof LinkListSchema>;
