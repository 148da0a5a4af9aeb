import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'free-simple-event-registration',
  title: 'Free event registration',
  description: 'Registers a logged-in visitor (or someone they register) for a free event.',
  props: v.strictObject({}),
  component: () => null,
});
