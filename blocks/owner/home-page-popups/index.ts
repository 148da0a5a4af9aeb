import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'home-page-popups',
  title: 'Home-page popups',
  description: "Shows visitors the site owner's current popup once; the owner chooses it in edit mode.",
  props: v.strictObject({}),
  component: () => null,
});
