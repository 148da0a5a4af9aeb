import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'cookie-settings',
  title: 'Cookie settings',
  description: 'Lets visitors accept or decline each cookie category and change or withdraw that later (/cookie-notice).',
  props: v.strictObject({}),
  component: () => null,
});
