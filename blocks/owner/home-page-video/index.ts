import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'home-page-video',
  title: 'Home-page video',
  description: "The site owner's main video with previews for wide and narrow screens.",
  props: v.strictObject({}),
  component: () => null,
});
