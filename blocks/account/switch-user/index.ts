import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { SwitchUser } from './switch-user.tsx';

export const SwitchUserPropsSchema = v.strictObject({});

export default defineBlock({
  name: 'switch-user',
  title: 'Switch user',
  description:
    'For super-users: look a user up by last name, switch to them by RCN or username (impersonation) and end the impersonation.',
  props: SwitchUserPropsSchema,
  component: SwitchUser,
});
