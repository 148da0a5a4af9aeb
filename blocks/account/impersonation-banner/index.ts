import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// TODO(issue 9): placeholder until the block is built.
export default defineBlock({
  name: 'impersonation-banner',
  title: 'Impersonation banner',
  description: 'Impersonation banner.',
  props: v.strictObject({}),
  component: () => null,
});
