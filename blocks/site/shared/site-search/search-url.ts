/** The results page reads the query from `?q=`. */
export const QUERY_PARAM = 'q';

/** Fired on window after the box changes the address with pushState, which fires no popstate. */
const SEARCH_URL_CHANGE = 'cmsb:search-url-change';

/** The query in a location's search string, trimmed; '' when there is none. */
export function readSearchQuery(search: string): string {
  return (new URLSearchParams(search).get(QUERY_PARAM) ?? '').trim();
}

/** The results page's address for `query`: `/search-results?q=lavender%20oil`. */
export function resultsHref(resultsPath: string, query: string): string {
  return `${resultsPath}?${new URLSearchParams({ [QUERY_PARAM]: query })}`;
}

/** Whether the page at `pathname` is the results page (a trailing slash counts as the same page). */
export function isResultsPage(pathname: string, resultsPath: string): boolean {
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return strip(pathname) === strip(resultsPath);
}

/**
 * Shows the results of `query` without reloading: a new history entry (so Back returns to the
 * previous query) with `?q=` changed and the page's other parameters kept; the results block follows.
 */
export function pushSearchQuery(query: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(QUERY_PARAM, query);
  if (url.href === window.location.href) return;
  window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(SEARCH_URL_CHANGE));
}

/** Calls `listener` whenever the address's query may have changed: Back, Forward, or pushSearchQuery. */
export function subscribeToSearchUrl(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(SEARCH_URL_CHANGE, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(SEARCH_URL_CHANGE, listener);
  };
}
