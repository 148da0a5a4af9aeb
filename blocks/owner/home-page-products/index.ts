import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'home-page-products',
  title: 'Home-page products',
  description: 'A grid of 3 or 6 products the site owner picks inline.',
  props: v.strictObject({}),
  component: () => null,
});
