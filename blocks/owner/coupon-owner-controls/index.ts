import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'coupon-owner-controls',
  title: 'Coupon owner controls',
  description: 'The site owner enables coupons and customises their codes.',
  props: v.strictObject({}),
  component: () => null,
});
