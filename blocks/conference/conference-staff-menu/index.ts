import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'conference-staff-menu',
  title: 'Conference staff menu',
  description: 'Links to the conference staff tools.',
  props: v.strictObject({}),
  component: () => null,
});
