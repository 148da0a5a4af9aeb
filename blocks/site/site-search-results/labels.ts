import { defineLabels } from '#host/labels.ts';

/** Texts of the results list; a host overrides them as `siteSearchResults.<key>`. */
export const siteSearchResultsLabels = defineLabels('siteSearchResults', {
  heading: 'Results for “{query}”',
  emptyHeading: 'Search this site',
  emptyQuery: 'Enter a word or phrase in the search box to search this site.',
  searching: 'Searching…',
  /** The spec's text for a search with no hits. */
  noResults: 'No results found.',
  countOne: 'Showing 1 result.',
  countMany: 'Showing {count} results.',
  loadError: 'The search could not be completed. Please check your connection and try again.',
  retry: 'Try again',
  more: 'More results',
  moreError: 'More results could not be loaded.',
});
