import { publishedPagePath } from '#contracts/cms-pages.ts';
import type { SearchResult, SiteSearchQuery } from '#contracts/site-search.ts';
import type { Db } from '../db/database.ts';
import { productPagePath } from '../pages/products.ts';
import { EXCERPT_OPTIONS, excerptText, MATCH_START, MATCH_STOP, readHeadline, TITLE_OPTIONS } from './search-headline.ts';

/** Letters and digits: the words of a prefix query, which can then never be tsquery syntax. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The tsquery text of a suggestion query: every word must match, the last one (still being
 * typed) as a prefix. `lavender oi` gives `lavender & oi:*`. Null when there is no word.
 */
export function prefixQuery(q: string): string | null {
  const words = q.match(WORD);
  if (!words) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}

interface Row {
  kind: 'page' | 'product';
  key: string;
  titleMarked: string;
  excerptMarked: string;
  head: string;
  tail: string;
}

const HEAD_CHARS = 200;

/**
 * The pages and products of the site `hostname` names that match `q`, best first. Visitor text
 * only reaches PostgreSQL as a parameter of websearch_to_tsquery (which accepts any text) or as
 * letters and digits (prefix queries), so no input is a tsquery syntax error. Rank: ts_rank over
 * weighted vectors (title A, body B, category C); ties go by title, so pages of results do not
 * overlap. Excerpts are ts_headline passages, turned into plain text (see search-headline.ts).
 */
export async function searchSite(db: Db, { hostname, q, limit, offset, prefix }: SiteSearchQuery): Promise<SearchResult[]> {
  const text = prefix ? prefixQuery(q) : q;
  if (!text) return [];
  const tsquery = prefix ? "to_tsquery('english', $2)" : "websearch_to_tsquery('english', $2)";
  const rows = await db.query<Row>(
    `with search as (
       -- any_word: the query with every AND made OR, for excerpts. ts_headline marks only the
       -- covers of its query, so with AND a body holding some of the words (the rest in the
       -- title) would show its first words with nothing marked. Negated words cannot be in a
       -- matching document, so they are never marked either way.
       select query, replace(query::text, ' & ', ' | ')::tsquery as any_word from (select ${tsquery} as query) q
     ),
     matches as (
       select 'page' as kind, p.slug as key, p.title, p.content as source, true as is_html,
         ts_rank(p.search_vector, s.query) as rank
       from pages p, search s where p.search_vector @@ s.query
       union all
       select 'product', pr.detail_page, pr.name, pr.description, false, ts_rank(pr.search_vector, s.query)
       from products pr, search s where pr.listed and pr.search_vector @@ s.query
     ),
     ranked as (
       select * from matches
       where exists (select 1 from sites where hostname = $1)
       order by rank desc, title, kind, key
       limit $3 offset $4
     )
     select r.kind, r.key,
       ts_headline('english', translate(r.title, $7, ''), s.any_word, $6) as "titleMarked",
       ts_headline('english', b.body, s.any_word, $5) as "excerptMarked",
       left(b.body, ${HEAD_CHARS}) as head, right(b.body, ${HEAD_CHARS}) as tail
     from ranked r
     cross join search s
     cross join lateral (
       select case when r.is_html then site_search_text(r.source) else translate(r.source, $7, '') end as body
     ) b
     order by r.rank desc, r.title, r.kind, r.key`,
    [hostname, text, limit, offset, EXCERPT_OPTIONS, TITLE_OPTIONS, MATCH_START + MATCH_STOP],
  );
  return rows.map((row) => {
    const title = readHeadline(row.titleMarked);
    const excerpt = readHeadline(row.excerptMarked);
    return {
      title: title.text,
      url: row.kind === 'page' ? publishedPagePath(row.key) : productPagePath(row.key),
      excerpt: excerptText(excerpt.text, row.head, row.tail),
      highlights: [...new Set([...title.matched, ...excerpt.matched])],
    };
  });
}
