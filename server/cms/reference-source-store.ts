import { publishedPagePath } from '#contracts/cms-pages.ts';
import { DISTRIBUTOR_TOOL_STATUSES } from '#contracts/distributor-tools.ts';
import { REFERENCE_KINDS, type ReferenceItem, type ReferenceKind } from '#contracts/references.ts';
import { formatDate } from '#format/dates.ts';
import type { ContentReferences } from '#server/content-check.ts';
import { formatCents } from '../commerce/order-totals.ts';
import { LISTED_PRODUCT } from '../commerce/product-store.ts';
import type { StoreSettings } from '../commerce/store-settings.ts';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like-pattern.ts';
import { mediaItem } from '../media/media-item.ts';
import { mediaColumns, type MediaRow } from '../media/media-store.ts';

/** What the picker and the check on save ask of one kind of reference. */
export interface ReferenceSource {
  /** At most `limit` items whose name or id holds `text` (any case), the closest first; with no text, the first ones. */
  search(db: Db, text: string, limit: number, settings: StoreSettings): Promise<ReferenceItem[]>;
  /** The items of those of `values` that exist, in the order asked. */
  find(db: Db, values: readonly string[], settings: StoreSettings): Promise<ReferenceItem[]>;
  /** Those of `values` that exist: one query, nothing formatted. */
  existing(db: Db, values: readonly string[]): Promise<Set<string>>;
}

interface SourceQueries<Row extends { value: string }> {
  /** `contains` and `prefix` are LIKE patterns (use `escape '\'`) that every row matches when `text` is empty. */
  search(db: Db, patterns: { text: string; contains: string; prefix: string }, limit: number): Promise<Row[]>;
  find(db: Db, values: readonly string[]): Promise<Row[]>;
  item(row: Row, settings: StoreSettings): ReferenceItem;
}

function source<Row extends { value: string }>(queries: SourceQueries<Row>): ReferenceSource {
  const inOrder = (rows: Row[], values: readonly string[]) =>
    [...new Set(values)].flatMap((value) => rows.filter((row) => row.value === value).slice(0, 1));
  return {
    async search(db, text, limit, settings) {
      const escaped = escapeLike(text);
      const rows = await queries.search(db, { text, contains: `%${escaped}%`, prefix: `${escaped}%` }, limit);
      return rows.map((row) => queries.item(row, settings));
    },
    async find(db, values, settings) {
      if (values.length === 0) return [];
      return inOrder(await queries.find(db, values), values).map((row) => queries.item(row, settings));
    },
    async existing(db, values) {
      return new Set(values.length === 0 ? [] : (await queries.find(db, values)).map((row) => row.value));
    },
  };
}

interface ProductRow {
  value: string;
  label: string;
  priceCents: number;
  thumbnail: string | null;
}

// As the blocks show a product: its default SKU's price (the one marked default, else the first) and
// that SKU's first picture. The inner join leaves out products without SKUs, which no block can show.
const selectProducts = `select p.id as value, p.name as label, s.retail_price_cents as "priceCents",
    (select i.thumb_src from sku_images i where i.sku_number = s.sku_number order by i.sort_order, i.image_id limit 1) as thumbnail
  from products p
  join lateral (select sku_number, retail_price_cents from skus where product_id = p.id
    order by is_default desc, sort_order limit 1) s on true`;

const products = source<ProductRow>({
  // Unlisted products (conference tickets) are sold through their own forms: the picker leaves them out.
  search: (db, { text, contains, prefix }, limit) =>
    db.query(
      `${selectProducts} where p.listed and ($1 = '' or p.name ilike $2 escape '\\' or p.id ilike $2 escape '\\')
       order by lower(p.id) = lower($1) desc, p.name ilike $3 escape '\\' desc, p.sort_order limit $4`,
      [text, contains, prefix, limit],
    ),
  find: (db, values) => db.query(`${selectProducts} where p.id = any($1::text[])`, [values]),
  item: (row, settings) => ({
    value: row.value,
    label: row.label,
    detail: `${row.value} · ${formatCents(row.priceCents, settings)}`,
    thumbnail: row.thumbnail,
  }),
});

interface SkuRow {
  value: string;
  productName: string;
  option: string;
  priceCents: number;
  thumbnail: string | null;
}

const selectSkus = `select s.sku_number as value, p.name as "productName", s.option_description as "option",
    s.retail_price_cents as "priceCents",
    (select i.thumb_src from sku_images i where i.sku_number = s.sku_number order by i.sort_order, i.image_id limit 1) as thumbnail
  from skus s join products p on p.id = s.product_id`;

// SKUs under their product: the product's name first, its options in the catalogue's order one after the other.
const skus = source<SkuRow>({
  search: (db, { text, contains, prefix }, limit) =>
    db.query(
      `${selectSkus} where ${LISTED_PRODUCT} and ($1 = '' or s.sku_number ilike $2 escape '\\' or s.option_description ilike $2 escape '\\'
         or p.name ilike $2 escape '\\' or p.id ilike $2 escape '\\')
       order by lower(s.sku_number) = lower($1) desc, p.name ilike $3 escape '\\' desc, p.sort_order, s.sort_order limit $4`,
      [text, contains, prefix, limit],
    ),
  find: (db, values) => db.query(`${selectSkus} where s.sku_number = any($1::text[])`, [values]),
  item: (row, settings) => ({
    value: row.value,
    label: `${row.productName} · ${row.option}`,
    detail: `SKU ${row.value} · ${formatCents(row.priceCents, settings)}`,
    thumbnail: row.thumbnail,
  }),
});

const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

// A category is the name its listed products share, matched without regard to case as the blocks
// match it; the catalogue's own spelling is its label.
const categories = source<{ value: string; label: string; count: number }>({
  search: (db, { text, contains, prefix }, limit) =>
    db.query(
      `select min(p.category) as value, min(p.category) as label, count(*)::int as count from products p
       where ${LISTED_PRODUCT} and ($1 = '' or p.category ilike $2 escape '\\')
       group by lower(p.category)
       order by min(p.category) ilike $3 escape '\\' desc, lower(min(p.category)) limit $4`,
      [text, contains, prefix, limit],
    ),
  find: (db, values) =>
    db.query(
      `select v.value, min(p.category) as label, count(*)::int as count
       from unnest($1::text[]) as v(value) join products p on lower(p.category) = lower(v.value) and ${LISTED_PRODUCT}
       group by v.value`,
      [values],
    ),
  item: (row) => ({ value: row.value, label: row.label, detail: productCount(row.count), thumbnail: null }),
});

const PAGE_PATH = /^\/pages\/([^/?#]+)$/;

/** The slug a page's published path names, or null for any other value. */
function pageSlug(value: string): string | null {
  const encoded = PAGE_PATH.exec(value)?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

const pages = source<{ value: string; label: string }>({
  search: async (db, { text, contains, prefix }, limit) => {
    const rows = await db.query<{ slug: string; title: string }>(
      `select slug, title from pages where $1 = '' or title ilike $2 escape '\\' or slug ilike $2 escape '\\'
       order by $1 <> '' and title ilike $3 escape '\\' desc, case when $1 = '' then updated_at end desc, lower(title), slug
       limit $4`,
      [text, contains, prefix, limit],
    );
    return rows.map(({ slug, title }) => ({ value: publishedPagePath(slug), label: title }));
  },
  find: async (db, values) => {
    const slugs = values.map(pageSlug).filter((slug) => slug !== null);
    const rows = await db.query<{ slug: string; title: string }>('select slug, title from pages where slug = any($1::text[])', [
      slugs,
    ]);
    return rows.map(({ slug, title }) => ({ value: publishedPagePath(slug), label: title }));
  },
  item: (row) => ({ ...row, detail: row.value, thumbnail: null }),
});

const images = source<MediaRow & { value: string }>({
  search: (db, { text, contains, prefix }, limit) =>
    db.query(
      `select ${mediaColumns}, m.url as value from media m
       where $1 = '' or m.file_name ilike $2 escape '\\' or m.id ilike $2 escape '\\'
       order by m.file_name ilike $3 escape '\\' desc, m.created_at desc, m.file_name limit $4`,
      [text, contains, prefix, limit],
    ),
  find: (db, values) => db.query(`select ${mediaColumns}, m.url as value from media m where m.url = any($1::text[])`, [values]),
  item: mediaItem,
});

interface ConferenceRow {
  value: string;
  label: string;
  startsOn: string;
  active: boolean;
}

const selectConferences = `select c.id as value, c.title as label, to_char(c.starts_on, 'YYYY-MM-DD') as "startsOn", c.active
  from conferences c`;

const conferences = source<ConferenceRow>({
  search: (db, { text, contains, prefix }, limit) =>
    db.query(
      `${selectConferences} where $1 = '' or c.title ilike $2 escape '\\' or c.id ilike $2 escape '\\'
       order by lower(c.id) = lower($1) desc, c.title ilike $3 escape '\\' desc, c.active desc, c.starts_on, c.id limit $4`,
      [text, contains, prefix, limit],
    ),
  find: (db, values) => db.query(`${selectConferences} where c.id = any($1::text[])`, [values]),
  item: (row, settings) => {
    // A date without a time: read and shown in UTC, so it is the same day everywhere.
    const starts = `Starts ${formatDate(new Date(`${row.startsOn}T00:00:00Z`), settings.locale, { dateStyle: 'medium', timeZone: 'UTC' })}`;
    return {
      value: row.value,
      label: row.label,
      detail: row.active ? starts : `${starts} · closed to new tickets`,
      thumbnail: null,
    };
  },
});

interface EventRow {
  value: string;
  label: string;
  startsAt: Date;
  timeZone: string;
  location: string;
}

const selectEvents = `select e.id as value, e.name as label, e.starts_at as "startsAt", e.time_zone as "timeZone", e.location
  from free_events e`;

/** When an event starts, in its own time zone (the viewer's when the zone is unknown). */
function eventTime(row: EventRow, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return formatDate(row.startsAt, locale, { ...options, timeZone: row.timeZone });
  } catch {
    return formatDate(row.startsAt, locale, options);
  }
}

const events = source<EventRow>({
  search: (db, { text, contains, prefix }, limit) =>
    db.query(
      `${selectEvents} where $1 = '' or e.name ilike $2 escape '\\' or e.id ilike $2 escape '\\'
       order by lower(e.id) = lower($1) desc, e.name ilike $3 escape '\\' desc, e.starts_at desc, e.id limit $4`,
      [text, contains, prefix, limit],
    ),
  find: (db, values) => db.query(`${selectEvents} where e.id = any($1::text[])`, [values]),
  item: (row, settings) => ({
    value: row.value,
    label: row.label,
    detail: `${eventTime(row, settings.locale)} · ${row.location}`,
    thumbnail: null,
  }),
});

const videos = source<{ value: string; label: string }>({
  search: (db, { text, contains, prefix }, limit) =>
    db.query(
      `select h.id as value, h.title as label from home_videos h
       where $1 = '' or h.title ilike $2 escape '\\' or h.id ilike $2 escape '\\'
       order by lower(h.id) = lower($1) desc, h.title ilike $3 escape '\\' desc, h.sort_order, h.id limit $4`,
      [text, contains, prefix, limit],
    ),
  find: (db, values) =>
    db.query('select h.id as value, h.title as label from home_videos h where h.id = any($1::text[])', [values]),
  item: (row) => ({ ...row, detail: null, thumbnail: null }),
});

interface UserRow {
  value: string;
  label: string;
  status: string;
  rcn: string;
}

// The people a certification belongs to: distributors and employees (the profile statuses of the
// distributor's tools). Administrators only ever see them: the references endpoint answers no one else.
const selectUsers = `select u.id as value, u.first_name || ' ' || u.last_name as label, u.status, u.rcn
  from users u where u.status = any($1::text[])`;

const STATUS_WORDS: Record<string, string> = { D: 'Distributor', E: 'Employee' };

const users = source<UserRow>({
  // A disabled account is not offered; a page that already names one keeps it.
  search: (db, { text, contains, prefix }, limit) =>
    db.query(
      `${selectUsers} and not u.disabled and ($2 = '' or u.first_name || ' ' || u.last_name ilike $3 escape '\\'
         or u.username ilike $3 escape '\\' or u.id ilike $3 escape '\\' or u.rcn ilike $3 escape '\\')
       order by lower(u.id) = lower($2) desc, u.first_name || ' ' || u.last_name ilike $4 escape '\\' desc,
         lower(u.last_name), lower(u.first_name), u.id limit $5`,
      [DISTRIBUTOR_TOOL_STATUSES, text, contains, prefix, limit],
    ),
  find: (db, values) => db.query(`${selectUsers} and u.id = any($2::text[])`, [DISTRIBUTOR_TOOL_STATUSES, values]),
  item: (row) => ({
    value: row.value,
    label: row.label,
    detail: `${STATUS_WORDS[row.status] ?? row.status} · ID ${row.value} · RCN ${row.rcn}`,
    thumbnail: null,
  }),
});

/** Each kind's source: the picker's search and lookups, and the check on save. */
export const referenceSources: Readonly<Record<ReferenceKind, ReferenceSource>> = {
  product: products,
  sku: skus,
  category: categories,
  page: pages,
  image: images,
  conference: conferences,
  event: events,
  video: videos,
  user: users,
};

/** The check on save's lookups (checkPageContent's `references`): what of each kind the database has. */
export const databaseReferences = (db: Db): ContentReferences =>
  Object.fromEntries(REFERENCE_KINDS.map((kind) => [kind, (values: string[]) => referenceSources[kind].existing(db, values)]));
