import { randomUUID } from 'node:crypto';
import type { Page, PageInput, PageSummary, PageUpdate } from '#contracts/cms-pages.ts';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like-pattern.ts';

/** A page's columns without its content (`pages p`, its last author `users u`). */
const summaryColumns = `p.id, p.title, p.slug, p.updated_at as "updatedAt", u.username as author`;
const pageColumns = `${summaryColumns}, p.content, p.revision`;

/** A row as the contract has it: the time of the last update in ISO 8601. */
const withIsoTime = <Row extends { updatedAt: Date }>({ updatedAt, ...row }: Row) => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

type Row<T> = Omit<T, 'updatedAt'> & { updatedAt: Date };

/** What a save answers instead of the page when another page already has its slug. */
export const SLUG_TAKEN = 'slugTaken';

/** What an update answers instead of the page when the page has a newer revision than the one edited. */
export const REVISION_CONFLICT = 'revisionConflict';

/** The unique index on the slug decides, so two saves racing for one slug cannot both win. */
const isSlugTaken = (error: unknown) => (error as { code?: string }).code === '23505';

/** Every page, most recently updated first, without its content. */
export async function listPages(db: Db): Promise<PageSummary[]> {
  const rows = await db.query<Row<PageSummary>>(
    `select ${summaryColumns} from pages p join users u on u.id = p.author_id order by p.updated_at desc, p.title`,
  );
  return rows.map(withIsoTime);
}

async function findPageWhere(db: Db, column: 'id' | 'slug', value: string): Promise<Page | null> {
  const [row] = await db.query<Row<Page>>(
    `select ${pageColumns} from pages p join users u on u.id = p.author_id where p.${column} = $1`,
    [value],
  );
  return row ? withIsoTime(row) : null;
}

export const findPage = (db: Db, id: string) => findPageWhere(db, 'id', id);

export const findPageBySlug = (db: Db, slug: string) => findPageWhere(db, 'slug', slug);

/**
 * Runs `statement` (an insert or update taking id, title, slug, content and author as $1 to $5,
 * then `more`) and answers the saved page with its author; null when it touched no row.
 */
async function savePage(db: Db, statement: string, id: string, input: PageInput, authorId: string, ...more: unknown[]) {
  try {
    const [row] = await db.query<Row<Page>>(
      `with p as (${statement} returning *) select ${pageColumns} from p join users u on u.id = p.author_id`,
      [id, input.title, input.slug, input.content, authorId, ...more],
    );
    return row ? withIsoTime(row) : null;
  } catch (error) {
    if (isSlugTaken(error)) return SLUG_TAKEN;
    throw error;
  }
}

/** Stores a new page; `input.content` must already be sanitised. */
export async function createPage(db: Db, input: PageInput, authorId: string): Promise<Page | typeof SLUG_TAKEN> {
  const insert = 'insert into pages (id, title, slug, content, author_id) values ($1, $2, $3, $4, $5)';
  const page = await savePage(db, insert, randomUUID(), input, authorId);
  if (!page) throw new Error('The insert returned no page');
  return page;
}

/**
 * Replaces a page's title, slug and (sanitised) content and raises its revision, only if the page
 * is still at the revision the edit started from: the condition is part of the update, so of two
 * saves of one revision exactly one wins. Null for an unknown id.
 */
export async function updatePage(
  db: Db,
  id: string,
  { revision, ...input }: PageUpdate,
  authorId: string,
): Promise<Page | typeof SLUG_TAKEN | typeof REVISION_CONFLICT | null> {
  const update = `update pages set title = $2, slug = $3, content = $4, author_id = $5, updated_at = now(),
    revision = revision + 1 where id = $1 and revision = $6`;
  const page = await savePage(db, update, id, input, authorId, revision);
  if (page) return page;
  const exists = await db.query('select 1 from pages where id = $1', [id]);
  return exists.length > 0 ? REVISION_CONFLICT : null;
}

/**
 * Every page whose content holds `text` literally (case matters), most recently updated first,
 * with its content: the candidates of a search the caller finishes by reading the content.
 */
export async function pagesContaining(db: Db, text: string): Promise<(PageSummary & { content: string })[]> {
  const rows = await db.query<Row<PageSummary & { content: string }>>(
    `select ${summaryColumns}, p.content from pages p join users u on u.id = p.author_id
     where strpos(p.content, $1) > 0 order by p.updated_at desc, p.title`,
    [text],
  );
  return rows.map(withIsoTime);
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
