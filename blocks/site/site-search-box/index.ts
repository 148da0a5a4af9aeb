import * as v from 'valibot';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { SiteSearchBox } from './site-search-box.tsx';

export const DEFAULT_RESULTS_PATH = '/search-results';

export const SiteSearchBoxPropsSchema = v.strictObject({
  resultsPath: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\/(?![/\\])[^?#\s\\]*$/, 'A path on this site, such as /search-results.'),
      v.maxLength(200),
      v.title('Results page'),
      v.description('The page of this site that holds the Site search results block; a search goes there.'),
      reference('page', { freeText: true }),
    ),
    DEFAULT_RESULTS_PATH,
  ),
});

export default defineBlock({
  name: 'site-search-box',
  title: 'Site search box',
  props: SiteSearchBoxPropsSchema,
  component: SiteSearchBox,
  serverRender: true,
});
