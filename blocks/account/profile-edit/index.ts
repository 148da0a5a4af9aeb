import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ProfileEdit } from './profile-edit.tsx';

export const ProfileEditPropsSchema = v.strictObject({});

export default defineBlock({
  name: 'profile-edit',
  title: 'Profile edit',
  props: ProfileEditPropsSchema,
  component: ProfileEdit,
});
