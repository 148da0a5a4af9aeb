import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'conference-ticket-purchase',
  title: 'Conference ticket purchase',
  description: 'Buys conference tickets with optional features: a block per ticket, then the cart.',
  props: v.strictObject({}),
  component: () => null,
});
