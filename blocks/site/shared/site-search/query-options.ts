import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#api/client.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import { SEARCH_MAX_OFFSET, siteSearchEndpoint, siteSearchParams, type SearchResult } from '#contracts/site-search.ts';

/** Suggestions under the search box. */
export const SUGGESTION_LIMIT = 5;
/** Results per page of the results list; "More results" loads the next page. */
export const RESULTS_PAGE_SIZE = 10;
/** Shorter text suggests nothing: one letter as a prefix matches most of the site. */
export const SUGGEST_MIN_LENGTH = 2;

/** Suggestions while typing: the best few, the last word matched as a prefix. */
export function suggestionsQueryOptions(client: ApiClient, hostname: string, q: string) {
  return apiQueryOptions(client, siteSearchEndpoint, {
    query: siteSearchParams({ hostname, q, limit: SUGGESTION_LIMIT, prefix: true }),
  });
}

export interface ResultsPage {
  results: SearchResult[];
  /** Whether another page follows: the page asked for one result more than it shows. */
  more: boolean;
}

/** The results list, a page at a time; each page asks for its size plus one to learn whether there are more. */
export function resultsQueryOptions(client: ApiClient, hostname: string, q: string) {
  return infiniteQueryOptions({
    queryKey: ['site-search-results', hostname, q] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<ResultsPage> => {
      const query = siteSearchParams({ hostname, q, limit: RESULTS_PAGE_SIZE + 1, offset: pageParam });
      const { data } = await client.request(siteSearchEndpoint, { query, signal });
      return { results: data.slice(0, RESULTS_PAGE_SIZE), more: data.length > RESULTS_PAGE_SIZE };
    },
    getNextPageParam: (last, _pages, offset) => {
      const next = offset + RESULTS_PAGE_SIZE;
      return last.more && next <= SEARCH_MAX_OFFSET ? next : undefined;
    },
  });
}
