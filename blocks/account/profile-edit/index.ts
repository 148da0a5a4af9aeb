import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// TODO(issue 9): placeholder until the block is built.
export default defineBlock({
  name: 'profile-edit',
  title: 'Profile edit',
  description: 'Profile edit form.',
  props: v.strictObject({}),
  component: () => null,
});
