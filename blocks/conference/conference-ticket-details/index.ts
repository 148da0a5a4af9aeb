import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'conference-ticket-details',
  title: 'Conference ticket details',
  description: 'Staff edit form of one ticket: save, check in, delete, add features.',
  props: v.strictObject({}),
  component: () => null,
});
