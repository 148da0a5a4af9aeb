import { randomUUID } from 'node:crypto';
import type { Page, PageInput, PageRevision, PageRevisionSummary, PageSummary, PageUpdate } from '#contracts/cms-pages.ts';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like-pattern.ts';

/**
 * The pages (`p`, what visitors see, published by `pu`) with their latest save (`r`, by `u`).
 * A page stored without revisions (written straight into the table, as some tests do) is its own
 * latest save.
 */
const pagesWithLatest = `pages p join users pu on pu.id = p.author_id
  left join page_revisions r on r.page_id = p.id and r.revision = p.revision
  left join users u on u.id = r.author_id`;

/** A page's columns without its content: its published title and address, its latest save. */
const summaryColumns = `p.id, p.title, p.slug, coalesce(r.saved_at, p.updated_at) as "updatedAt",
  coalesce(u.username, pu.username) as author, coalesce(not r.published, false) as draft`;

/** A page as the editor opens it (src/contracts/cms-pages.ts), from `p`, `pu`, `r` and `u` as above. */
const pageColumns = `p.id, coalesce(r.title, p.title) as title, coalesce(r.slug, p.slug) as slug,
  coalesce(r.content, p.content) as content, p.revision, coalesce(r.saved_at, p.updated_at) as "updatedAt",
  coalesce(u.username, pu.username) as author, coalesce(not r.published, false) as draft,
  p.slug as "publishedSlug", p.updated_at as "publishedAt", pu.username as "publishedBy"`;

interface PageRow extends Omit<Page, 'updatedAt' | 'published'> {
  updatedAt: Date;
  publishedSlug: string;
  publishedAt: Date;
  publishedBy: string;
}

/** A row as the contract has it: the time of the last update in ISO 8601. */
const withIsoTime = <Row extends { updatedAt: Date }>({ updatedAt, ...row }: Row) => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

type Row<T> = Omit<T, 'updatedAt'> & { updatedAt: Date };

const toPage = ({ publishedSlug, publishedAt, publishedBy, ...row }: PageRow): Page => ({
  ...withIsoTime(row),
  published: { slug: publishedSlug, updatedAt: publishedAt.toISOString(), author: publishedBy },
});

/** What a save answers instead of the page when another page already has its slug. */
export const SLUG_TAKEN = 'slugTaken';

/** What an update answers instead of the page when the page has a newer revision than the one edited. */
export const REVISION_CONFLICT = 'revisionConflict';

/** The unique index on the slug decides, so two saves racing for one slug cannot both win. */
const isSlugTaken = (error: unknown) => (error as { code?: string }).code === '23505';

/** Every page, most recently saved first, without its content. */
export async function listPages(db: Db): Promise<PageSummary[]> {
  const rows = await db.query<Row<PageSummary>>(
    `select ${summaryColumns} from ${pagesWithLatest} order by "updatedAt" desc, p.title`,
  );
  return rows.map(withIsoTime);
}

/** A page as the editor opens it: its latest save, the draft when there is one. */
export async function findPage(db: Db, id: string): Promise<Page | null> {
  const [row] = await db.query<PageRow>(`select ${pageColumns} from ${pagesWithLatest} where p.id = $1`, [id]);
  return row ? toPage(row) : null;
}

/** The published version of the page at `slug`, as visitors see it. */
export async function findPublishedPage(db: Db, slug: string): Promise<Pick<Page, 'id' | 'title' | 'content'> | null> {
  const [row] = await db.query<Pick<Page, 'id' | 'title' | 'content'>>('select id, title, content from pages where slug = $1', [
    slug,
  ]);
  return row ?? null;
}

/**
 * Runs `statement` on the pages table (an insert or update taking id, title, slug, content and
 * author as $1 to $5, then `more`), keeps the page's new revision as a draft ($6) or published
 * save, and answers the page as the editor opens it; null when the statement touched no row.
 */
async function savePage(
  db: Db,
  statement: string,
  id: string,
  input: PageInput,
  authorId: string,
  draft: boolean,
  ...more: unknown[]
) {
  try {
    const [row] = await db.query<PageRow>(
      `with p as (${statement} returning *),
      r as (insert into page_revisions (page_id, revision, title, slug, content, author_id, published)
        select p.id, p.revision, $2, $3, $4, $5, not $6::boolean from p returning *)
      select ${pageColumns} from p join users pu on pu.id = p.author_id join r on true join users u on u.id = r.author_id`,
      [id, input.title, input.slug, input.content, authorId, draft, ...more],
    );
    return row ? toPage(row) : null;
  } catch (error) {
    if (isSlugTaken(error)) return SLUG_TAKEN;
    throw error;
  }
}

/** Stores and publishes a new page; `input.content` must already be sanitised. */
export async function createPage(db: Db, input: PageInput, authorId: string): Promise<Page | typeof SLUG_TAKEN> {
  const insert = 'insert into pages (id, title, slug, content, author_id) values ($1, $2, $3, $4, $5)';
  const page = await savePage(db, insert, randomUUID(), input, authorId, false);
  if (!page) throw new Error('The insert returned no page');
  return page;
}

/**
 * Saves a page's title, slug and (sanitised) content as its new revision, only if the page is
 * still at the revision the edit started from: the condition is part of the update, so of two
 * saves of one revision exactly one wins, drafts or not. Publishing replaces what visitors see; a
 * draft leaves it as it is, and its address is only checked against other pages' (it is reserved
 * when published). Null for an unknown id.
 */
export async function updatePage(
  db: Db,
  id: string,
  { revision, draft, ...input }: PageUpdate,
  authorId: string,
): Promise<Page | typeof SLUG_TAKEN | typeof REVISION_CONFLICT | null> {
  if (draft) {
    const taken = await db.query('select 1 from pages where slug = $1 and id <> $2', [input.slug, id]);
    if (taken.length > 0) return SLUG_TAKEN;
  }
  const update = draft
    ? 'update pages set revision = revision + 1 where id = $1 and revision = $7'
    : `update pages set title = $2, slug = $3, content = $4, author_id = $5, updated_at = now(),
      revision = revision + 1 where id = $1 and revision = $7`;
  const page = await savePage(db, update, id, input, authorId, draft, revision);
  if (page) return page;
  return (await pageExists(db, id)) ? REVISION_CONFLICT : null;
}

/** Whether a page with this id exists, read without its content or revisions. */
export async function pageExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.query('select 1 from pages where id = $1', [id]);
  return rows.length > 0;
}

/** A page's saves, newest first; null for an unknown page. */
export async function listRevisions(db: Db, id: string): Promise<PageRevisionSummary[] | null> {
  const rows = await db.query<{ revision: number | null; savedAt: Date | null; author: string | null; draft: boolean | null }>(
    `select r.revision, r.saved_at as "savedAt", u.username as author, not r.published as draft
     from pages p left join page_revisions r on r.page_id = p.id left join users u on u.id = r.author_id
     where p.id = $1 order by r.revision desc`,
    [id],
  );
  if (rows.length === 0) return null;
  return rows.flatMap(({ revision, savedAt, author, draft }) =>
    revision !== null && savedAt && author !== null && draft !== null
      ? [{ revision, savedAt: savedAt.toISOString(), author, draft }]
      : [],
  );
}

/** One save of a page; null when the page or the revision is unknown. */
export async function findRevision(db: Db, id: string, revision: number): Promise<PageRevision | null> {
  const [row] = await db.query<Omit<PageRevision, 'savedAt'> & { savedAt: Date }>(
    `select r.revision, r.saved_at as "savedAt", u.username as author, not r.published as draft, r.title, r.slug, r.content
     from page_revisions r join users u on u.id = r.author_id where r.page_id = $1 and r.revision = $2`,
    [id, revision],
  );
  return row ? { ...row, savedAt: row.savedAt.toISOString() } : null;
}

/**
 * Every page whose published content or draft holds `text` literally (case matters), most recently
 * saved first, once each, with both contents (the draft's null without one): the candidates of a
 * search the caller finishes by reading the content.
 */
export async function pagesContaining(
  db: Db,
  text: string,
): Promise<(PageSummary & { content: string; draftContent: string | null })[]> {
  const rows = await db.query<Row<PageSummary & { content: string; draftContent: string | null }>>(
    `select ${summaryColumns}, p.content, case when r.published then null else r.content end as "draftContent"
     from ${pagesWithLatest}
     where strpos(p.content, $1) > 0 or (not r.published and strpos(r.content, $1) > 0)
     order by "updatedAt" desc, p.title`,
    [text],
  );
  return rows.map(withIsoTime);
}

/** A page's published content, or its latest save's (the draft when there is one); null for an unknown page. */
export async function findPageContent(db: Db, id: string, version: 'published' | 'latest'): Promise<string | null> {
  const column = version === 'published' ? 'p.content' : 'coalesce(r.content, p.content)';
  const [row] = await db.query<{ content: string }>(`select ${column} as content from ${pagesWithLatest} where p.id = $1`, [id]);
  return row?.content ?? null;
}

/** Whether a page with this id existed. */
export async function deletePage(db: Db, id: string): Promise<boolean> {
  const rows = await db.query('delete from pages where id = $1 returning id', [id]);
  return rows.length > 0;
}

/**
 * Pages whose title holds `text` (any case; `%` and `_` taken literally), titles starting with it
 * first, then alphabetically; with no text, the most recently updated.
 */
export async function searchPageTitles(db: Db, text: string, limit: number): Promise<Pick<Page, 'title' | 'slug'>[]> {
  if (!text) return db.query('select title, slug from pages order by updated_at desc, title limit $1', [limit]);
  const escaped = escapeLike(text);
  return db.query(
    `select title, slug from pages where title ilike $1 escape '\\'
     order by title ilike $2 escape '\\' desc, lower(title), title limit $3`,
    [`%${escaped}%`, `${escaped}%`, limit],
  );
}
