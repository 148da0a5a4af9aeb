import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useApiClient } from '#api/api-context.tsx';
import type { SearchResult } from '#contracts/site-search.ts';
import { fillLabel, useLabels } from '#host/labels.ts';
import { ErrorBanner } from '#ui/forms/error-banner.tsx';
import { useBaseStyles } from '#ui/use-base-styles.ts';
import { Button } from '#ui/forms/button.tsx';
import { useStyles } from '#ui/use-styles.ts';
import { highlightTermsFor } from '../shared/site-search/highlight.ts';
import { HighlightedText } from '../shared/site-search/highlighted-text.tsx';
import { resultsQueryOptions } from '../shared/site-search/query-options.ts';
import { displayUrl, resultHref } from '../shared/site-search/result-link.ts';
import { useSearchHostname, useSearchQuery } from '../shared/site-search/use-search-query.ts';
import { siteSearchResultsLabels } from './labels.ts';
import { resultsState } from './results-state.ts';
import css from './site-search-results.css?inline';

const SKELETON_ROWS = 3;

function ResultItem({ result, query }: { result: SearchResult; query: string }) {
  const highlight = highlightTermsFor(result, query);
  const href = resultHref(result.url);
  const title = <HighlightedText text={result.title} highlight={highlight} />;
  return (
    <li className="cmsb-site-search-results__item">
      <h3 className="cmsb-site-search-results__title">
        {href ? (
          <a className="cmsb-site-search-results__link" href={href}>
            {title}
          </a>
        ) : (
          title
        )}
      </h3>
      {href && <p className="cmsb-site-search-results__url">{displayUrl(href)}</p>}
      {result.excerpt && (
        <p className="cmsb-site-search-results__excerpt">
          <HighlightedText text={result.excerpt} highlight={highlight} />
        </p>
      )}
    </li>
  );
}

/**
 * The results of the address's `?q=`, best first, ten at a time with "More results". It follows the
 * address: Back and Forward show the earlier query's results again (from the cache when fresh), and
 * so does a search from the box on the same page. Titles and excerpts are text; the matched words
 * are `<mark>` elements the block makes itself.
 */
export function SiteSearchResults() {
  useBaseStyles();
  useStyles(css);
  const labels = useLabels(siteSearchResultsLabels);
  const client = useApiClient();
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  // note: null in the first render, in Node and in the browser alike (see useSearchQuery): shown as loading
  const hostname = useSearchHostname();
  const query = useSearchQuery();
  const search = useInfiniteQuery({
    ...resultsQueryOptions(client, hostname ?? '', query ?? ''),
    enabled: hostname !== null && Boolean(query),
  });
  const results = useMemo(() => search.data?.pages.flatMap((page) => page.results) ?? [], [search.data]);
  // note: a failed next page puts the whole query in error; its first pages are still there to show.
  const state = resultsState({ query, loaded: search.data !== undefined, failed: search.isError, count: results.length });

  // After "More results", the first new result takes the focus: the button may be gone, and the
  // visitor reads on from there.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || results.length <= from) return;
    focusFrom.current = null;
    const item = listRef.current?.children.item(from);
    item?.querySelector<HTMLElement>('a')?.focus();
  }, [results.length]);

  const summary = {
    'empty-query': labels.emptyQuery,
    loading: labels.searching,
    results: results.length === 1 ? labels.countOne : fillLabel(labels.countMany, { count: results.length }),
    'no-results': labels.noResults,
    error: '',
  }[state];

  return (
    <section
      className="cmsb-site-search-results"
      aria-labelledby={headingId}
      data-state={state}
      aria-busy={search.isFetching || undefined}
    >
      <h2 className="cmsb-site-search-results__heading" id={headingId}>
        {query ? fillLabel(labels.heading, { query }) : labels.emptyHeading}
      </h2>
      <p className="cmsb-site-search-results__summary" role="status">
        {summary}
      </p>
      {state === 'loading' && (
        <div className="cmsb-site-search-results__skeleton" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <div key={index} className="cmsb-site-search-results__skeleton-item">
              <span className="cmsb-site-search-results__skeleton-line cmsb-site-search-results__skeleton-line--title" />
              <span className="cmsb-site-search-results__skeleton-line cmsb-site-search-results__skeleton-line--short" />
              <span className="cmsb-site-search-results__skeleton-line" />
            </div>
          ))}
        </div>
      )}
      {state === 'error' && (
        <ErrorBanner
          message={labels.loadError}
          takesFocus={false}
          action={
            <Button variant="secondary" busy={search.isFetching} onClick={() => void search.refetch()}>
              {labels.retry}
            </Button>
          }
        />
      )}
      {state === 'results' && (
        <ol className="cmsb-site-search-results__list" ref={listRef}>
          {results.map((result, index) => (
            <ResultItem key={`${result.url}\n${index}`} result={result} query={query ?? ''} />
          ))}
        </ol>
      )}
      {state === 'results' && search.isFetchNextPageError && <ErrorBanner message={labels.moreError} />}
      {state === 'results' && search.hasNextPage && (
        <div className="cmsb-site-search-results__more">
          <Button
            variant="secondary"
            busy={search.isFetchingNextPage}
            onClick={() => {
              focusFrom.current = results.length;
              void search.fetchNextPage();
            }}
          >
            {search.isFetchNextPageError ? labels.retry : labels.more}
          </Button>
        </div>
      )}
    </section>
  );
}
