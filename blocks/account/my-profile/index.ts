import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { MyProfile } from './my-profile.tsx';

export const MyProfilePropsSchema = v.strictObject({});

export default defineBlock({
  name: 'my-profile',
  title: 'My Profile',
  props: MyProfilePropsSchema,
  component: MyProfile,
});
