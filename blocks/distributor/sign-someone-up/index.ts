import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'sign-someone-up',
  title: 'Sign someone up',
  description: 'Starts checkout to sign someone up as a customer, preferred customer or distributor.',
  props: v.strictObject({}),
  component: () => null,
});
