import * as v from 'valibot';
import { defineEndpoint, type QueryParams } from './endpoint.ts';

/**
 * Site search (accounts-and-sites.md: "Site search", the Search result entity and
 * `GET /api/v2/search-rat/search?hostname=&q=`). The answer is the list of results; each
 * result's text is plain text, never HTML.
 */

/**
 * The host whose content local and development pages search (the spec: "local and dev hostnames
 * are mapped to a staging host"). The reference server's demo site answers to it, so the demo
 * pages on 127.0.0.1 or localhost find the demo's pages and products.
 */
export const SEARCH_STAGING_HOSTNAME = 'staging.cms-blocks.example';

/** Longer queries are refused (422); no visitor types more, and ranking cost grows with the terms. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** The most results one call returns; a page of results asks for its size plus one to learn whether there are more. */
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 10;
/** Paging stops this deep: no visitor reads that far, and the offset would only cost the database. */
export const SEARCH_MAX_OFFSET = 1000;

/** DNS labels (letters, digits, inner hyphens) joined by dots, or an IPv4 address; at most 253 characters. */
const HOSTNAME_PATTERN = /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/;

/** A whole number in a query string, from `min` to `max`; `fallback` when missing. */
function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message)),
    String(fallback),
  );
}

/**
 * The query string of the search call, as the reference server reads it (unknown parameters are
 * ignored). `q` is trimmed and may be empty: an empty query answers an empty list. `prefix=true`
 * also matches words that start with the query's last word, for suggestions while typing.
 */
export const SiteSearchQuerySchema = v.object({
  hostname: v.pipe(
    v.string('hostname is required.'),
    v.trim(),
    v.toLowerCase(),
    // A fully qualified name's final dot names the same host.
    v.transform((hostname) => hostname.replace(/\.$/, '')),
    v.regex(HOSTNAME_PATTERN, 'hostname must be a host name such as www.example.com.'),
  ),
  q: v.optional(
    v.pipe(
      v.string(),
      // PostgreSQL text cannot hold NUL, and no control character means anything in a search.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
      v.transform((q) => q.replace(/[\u0000-\u001f\u007f]/g, ' ')),
      v.trim(),
      v.maxLength(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`),
    ),
    '',
  ),
  limit: wholeNumber('limit', 1, SEARCH_MAX_LIMIT, SEARCH_DEFAULT_LIMIT),
  offset: wholeNumber('offset', 0, SEARCH_MAX_OFFSET, 0),
  prefix: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'prefix must be true or false.'),
      v.transform((flag) => flag === 'true'),
    ),
    'false',
  ),
});
export type SiteSearchQuery = v.InferOutput<typeof SiteSearchQuerySchema>;

/** What a client asks: the query string's values before the server reads them. */
export interface SiteSearchRequest {
  hostname: string;
  q: string;
  limit: number;
  offset?: number;
  prefix?: boolean;
}

/** The query parameters of one search call (leaves out the defaults, so cache keys stay short). */
export function siteSearchParams({ hostname, q, limit, offset = 0, prefix = false }: SiteSearchRequest): QueryParams {
  return { hostname, q, limit, ...(offset > 0 ? { offset } : {}), ...(prefix ? { prefix } : {}) };
}

/** The Search result entity: title, url and excerpt, all plain text. */
export const SearchResultSchema = v.object({
  title: v.string(),
  /** A path on the site (`/pages/about-us`) or an absolute http(s) URL. */
  url: v.string(),
  /** A passage of the page around the matched words, as plain text. */
  excerpt: v.string(),
  /**
   * The words of the title and excerpt that matched, lower-cased, as the search engine found them
   * (stemmed forms included: "oils" finds "oil"). Clients highlight these words; a server that
   * sends none leaves the client to highlight the query's own words.
   */
  highlights: v.optional(v.array(v.string())),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

/**
 * GET: the site's pages and products matching `q`, best first. Query: SiteSearchQuerySchema.
 * An unknown hostname or an empty query answers an empty list; a bad parameter answers 422.
 */
export const siteSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v2/search-rat/search',
  data: v.array(SearchResultSchema),
});
