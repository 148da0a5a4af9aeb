import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { DontHaveAccount } from './dont-have-account.tsx';

export const DontHaveAccountPropsSchema = v.strictObject({
  rank: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(4),
      v.title('Starting profit level'),
      v.description('The profit level (1 to 4) a new signup starts at; the signup forms choose when left empty.'),
    ),
  ),
});

export default defineBlock({
  name: 'dont-have-account',
  title: "Don't have an account",
  props: DontHaveAccountPropsSchema,
  component: DontHaveAccount,
  serverRender: true,
});
