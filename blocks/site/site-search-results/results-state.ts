export type ResultsState = 'empty-query' | 'loading' | 'results' | 'no-results' | 'error';

export interface ResultsStatus {
  /** The address's query, trimmed; null until the block has read the address (it then shows as loading). */
  query: string | null;
  /** Whether the first page has come. */
  loaded: boolean;
  /** Whether the first page failed (a failed "More results" keeps the results shown). */
  failed: boolean;
  count: number;
}

/** What the results list shows. */
export function resultsState({ query, loaded, failed, count }: ResultsStatus): ResultsState {
  if (query === '') return 'empty-query';
  if (query === null) return 'loading';
  if (!loaded) return failed ? 'error' : 'loading';
  return count > 0 ? 'results' : 'no-results';
}
