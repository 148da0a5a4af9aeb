import { defineLabels } from '#host/labels.ts';

/** Texts of the search box; a host overrides them as `siteSearchBox.<key>`. */
export const siteSearchBoxLabels = defineLabels('siteSearchBox', {
  label: 'Search this site',
  placeholder: 'Search',
  submit: 'Search',
  suggestions: 'Suggestions',
  /** The spec's text for a search with no hits. */
  noResults: 'No results found.',
  suggestionCountOne: '1 suggestion. Use the up and down arrow keys to choose it.',
  suggestionCountMany: '{count} suggestions. Use the up and down arrow keys to choose one.',
});
