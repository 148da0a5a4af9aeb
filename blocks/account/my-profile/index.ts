import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// TODO(issue 9): placeholder until the block is built.
export default defineBlock({
  name: 'my-profile',
  title: 'My Profile',
  description: 'Profile page.',
  props: v.strictObject({}),
  component: () => null,
});
