import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { SiteSearchResults } from './site-search-results.tsx';

export default defineBlock({
  name: 'site-search-results',
  title: 'Site search results',
  description: 'The results of a site search (/search-results?q=): title, address and excerpt of each page or product found.',
  props: v.strictObject({}),
  component: SiteSearchResults,
});
