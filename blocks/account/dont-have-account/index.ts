import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { DontHaveAccount } from './dont-have-account.tsx';

export const DontHaveAccountPropsSchema = v.strictObject({
  rank: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(4),
      v.description('Starting profit level passed to the signup forms as ?rank= (1 to 4).'),
    ),
  ),
});

export default defineBlock({
  name: 'dont-have-account',
  title: "Don't have an account",
  description:
    'A prompt for visitors without an account, with links to the customer, preferred-customer and distributor signup forms.',
  props: DontHaveAccountPropsSchema,
  component: DontHaveAccount,
});
