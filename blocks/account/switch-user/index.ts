import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// TODO(issue 9): placeholder until the block is built.
export default defineBlock({
  name: 'switch-user',
  title: 'Switch user',
  description: 'Impersonation panel.',
  props: v.strictObject({}),
  component: () => null,
});
