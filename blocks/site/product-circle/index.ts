import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'product-circle',
  title: 'Product circle',
  description: 'Categories in a wheel that open a popup of products or a video, or go to a product page.',
  props: v.strictObject({}),
  component: () => null,
});
