import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { SwitchUser } from './switch-user.tsx';

export const SwitchUserPropsSchema = v.strictObject({});

export default defineBlock({
  name: 'switch-user',
  title: 'Switch user',
  props: SwitchUserPropsSchema,
  component: SwitchUser,
});
