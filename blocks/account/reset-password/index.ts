import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// TODO(issue 9): placeholder until the block is built.
export default defineBlock({
  name: 'reset-password',
  title: 'Reset password',
  description: 'Password reset.',
  props: v.strictObject({}),
  component: () => null,
});
