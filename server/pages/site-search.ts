import type { DemoPage } from './demo-page.ts';
import { escapeHtml, slot } from './html.ts';

/** The results page, where the search box sends a search (the box's default `resultsPath`). */
const RESULTS_PATH = '/search-results';

/** Searches worth trying on the demo site: a product, a word in several places, a word in a CMS page. */
const exampleSearches = ['Lavender Essential Oil', 'oils', 'tea', 'who we are'];

const exampleLinks = exampleSearches
  .map((q) => `<li><a href="${escapeHtml(`${RESULTS_PATH}?${new URLSearchParams({ q })}`)}">${escapeHtml(q)}</a></li>`)
  .join('');

/**
 * `/search-results?q=`: the search box above the results of the site's pages (written in the CMS
 * editor) and products. The demo on 127.0.0.1 or localhost searches the staging host, which the
 * demo site answers to.
 */
export const siteSearchPage: DemoPage = {
  path: RESULTS_PATH,
  guard: 'public',
  title: 'Search results',
  body: () => `<p>Search the pages and products of this site. Try one of these:</p>
<ul>${exampleLinks}</ul>
${slot('site-search-box', { id: 'site-search-box' })}
${slot('spacer-medium')}
${slot('site-search-results', { id: 'site-search-results' })}`,
};

export const siteSearchPages: DemoPage[] = [siteSearchPage];
