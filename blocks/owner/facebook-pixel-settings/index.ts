import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'facebook-pixel-settings',
  title: 'Facebook pixel settings',
  description: "The site owner's Facebook pixel account id.",
  props: v.strictObject({}),
  component: () => null,
});
