import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'site-search-box',
  title: 'Site search box',
  description: 'A search field for the site; suggests pages and products as the visitor types and leads to the results page.',
  props: v.strictObject({}),
  component: () => null,
});
