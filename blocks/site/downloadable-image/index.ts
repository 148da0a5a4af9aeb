import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'downloadable-image',
  title: 'Downloadable image',
  description: 'An image with a label and a link that downloads the file.',
  props: v.strictObject({}),
  component: () => null,
});
