import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// TODO(issue 9): placeholder until the block is built.
export default defineBlock({
  name: 'dont-have-account',
  title: "Don't have an account",
  description: 'Signup links.',
  props: v.strictObject({}),
  component: () => null,
});
