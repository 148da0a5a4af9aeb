import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'site-search-results',
  title: 'Site search results',
  description: 'The results of a site search (/search-results?q=): title, address and excerpt of each page or product found.',
  props: v.strictObject({}),
  component: () => null,
});
