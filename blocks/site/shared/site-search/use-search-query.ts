import { useSyncExternalStore } from 'react';
import { useMounted } from '#ui/use-browser-value.ts';
import { searchHostname } from './hostname.ts';
import { readSearchQuery, subscribeToSearchUrl } from './search-url.ts';

const currentQuery = () => readSearchQuery(window.location.search);

/**
 * The `?q=` of the address, kept current through Back, Forward and the search box's pushState;
 * null in the first render (the server knows no address, and the browser's first render matches
 * its HTML), read once mounted.
 */
export function useSearchQuery(): string | null {
  const mounted = useMounted();
  const query = useSyncExternalStore(subscribeToSearchUrl, currentQuery, () => '');
  return mounted ? query : null;
}

/** The hostname the page's searches name (see searchHostname); null in the first render, as above. */
export function useSearchHostname(): string | null {
  return useMounted() ? searchHostname(window.location.hostname) : null;
}
