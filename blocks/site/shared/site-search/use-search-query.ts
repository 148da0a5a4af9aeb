import { useSyncExternalStore } from 'react';
import { readSearchQuery, subscribeToSearchUrl } from './search-url.ts';

const currentQuery = () => readSearchQuery(window.location.search);

/** The `?q=` of the address, kept current through Back, Forward and the search box's pushState. */
export function useSearchQuery(): string {
  return useSyncExternalStore(subscribeToSearchUrl, currentQuery, () => '');
}
