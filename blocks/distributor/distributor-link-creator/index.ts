import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'distributor-link-creator',
  title: 'Distributor link creator',
  description: 'Builds signup and product links to share, with a QR code.',
  props: v.strictObject({}),
  component: () => null,
});
