import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'conference-check-in',
  title: 'Conference check-in',
  description: 'The registration desk: scan or search, check in with one key, undo.',
  props: v.strictObject({}),
  component: () => null,
});
