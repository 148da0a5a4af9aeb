import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'conference-report',
  title: 'Conference report',
  description: 'Attendance figures of one conference.',
  props: v.strictObject({}),
  component: () => null,
});
