import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'analytics-settings',
  title: 'Analytics settings',
  description: "The site owner's analytics tracking ID.",
  props: v.strictObject({}),
  component: () => null,
});
