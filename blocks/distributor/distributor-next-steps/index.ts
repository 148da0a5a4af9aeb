import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { NextSteps } from './next-steps.tsx';

export default defineBlock({
  name: 'distributor-next-steps',
  title: 'Distributor next steps',
  description:
    "A new distributor's checklist: complete the profile, finish the certification training, set up the personal site, choose coupons and connect analytics, each with its real status and a link to its tool. Others are asked to log in as a distributor.",
  props: v.strictObject({}),
  component: NextSteps,
});
