import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'cookie-notice',
  title: 'Cookie notice',
  description: 'Asks visitors to accept or reject optional cookies; remembers the decision on the device.',
  props: v.strictObject({}),
  component: () => null,
});
