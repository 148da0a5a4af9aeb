import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { CouponOwnerControls } from './coupon-owner-controls.tsx';

export default defineBlock({
  name: 'coupon-owner-controls',
  title: 'Coupon owner controls',
  props: v.strictObject({}),
  component: CouponOwnerControls,
});
