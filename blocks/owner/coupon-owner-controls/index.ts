import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { CouponOwnerControls } from './coupon-owner-controls.tsx';

export default defineBlock({
  name: 'coupon-owner-controls',
  title: 'Coupon owner controls',
  description:
    "The site owner's coupons as rows: a popup turns each on or off for the site, another gives it the site's own code (PWS forced in front, at most 20 characters, uppercased, refused with its reason when it breaks the compliance rules or is taken). Visitors who are not the owner see why and a login link.",
  props: v.strictObject({}),
  component: CouponOwnerControls,
});
