import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'rotating-banner',
  title: 'Rotating banner',
  description: 'Slides with an image, a narrow-screen image and a link, rotating at the configured interval.',
  props: v.strictObject({}),
  component: () => null,
});
