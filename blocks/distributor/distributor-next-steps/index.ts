import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'distributor-next-steps',
  title: 'Distributor next steps',
  description: "A new distributor's checklist of next steps with their status.",
  props: v.strictObject({}),
  component: () => null,
});
