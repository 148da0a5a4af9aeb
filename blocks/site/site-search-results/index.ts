import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { SiteSearchResults } from './site-search-results.tsx';

export default defineBlock({
  name: 'site-search-results',
  title: 'Site search results',
  props: v.strictObject({}),
  component: SiteSearchResults,
  serverRender: true,
});
