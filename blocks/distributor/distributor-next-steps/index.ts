import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { NextSteps } from './next-steps.tsx';

export default defineBlock({
  name: 'distributor-next-steps',
  title: 'Distributor next steps',
  props: v.strictObject({}),
  component: NextSteps,
});
