import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'conference-badge-print',
  title: 'Conference badge print',
  description: 'Prints a custom badge from four fields.',
  props: v.strictObject({}),
  component: () => null,
});
