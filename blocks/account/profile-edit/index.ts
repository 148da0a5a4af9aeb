import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ProfileEdit } from './profile-edit.tsx';

export const ProfileEditPropsSchema = v.strictObject({});

export default defineBlock({
  name: 'profile-edit',
  title: 'Profile edit',
  description:
    "The signed-in user's ship and bill addresses (bill the same as ship, states from the country's rules, a geo code looked up from the postal code where the country needs one) and an optional password change.",
  props: ProfileEditPropsSchema,
  component: ProfileEdit,
});
