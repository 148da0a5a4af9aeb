import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { MyProfile } from './my-profile.tsx';

export const MyProfilePropsSchema = v.strictObject({});

export default defineBlock({
  name: 'my-profile',
  title: 'My Profile',
  description:
    "The signed-in user's profile: the PGPV table for distributors, Personal Profile, Shipping Address and Mailing Address, with an Update button. Visitors who are not logged in are asked to log in.",
  props: MyProfilePropsSchema,
  component: MyProfile,
});
