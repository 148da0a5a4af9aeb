import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { SiteSearchBox } from './site-search-box.tsx';

export const DEFAULT_RESULTS_PATH = '/search-results';

export const SiteSearchBoxPropsSchema = v.strictObject({
  resultsPath: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\/(?![/\\])[^?#\s\\]*$/, 'A path on this site, such as /search-results.'),
      v.maxLength(200),
      v.description(
        'The results page: a path on this site holding the site-search-results block; searching goes there with ?q=.',
      ),
    ),
    DEFAULT_RESULTS_PATH,
  ),
});

export default defineBlock({
  name: 'site-search-box',
  title: 'Site search box',
  description: 'A search field for the site; suggests pages and products as the visitor types and leads to the results page.',
  props: SiteSearchBoxPropsSchema,
  component: SiteSearchBox,
});
