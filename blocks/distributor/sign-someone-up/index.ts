import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { SignSomeoneUp } from './sign-someone-up.tsx';

export default defineBlock({
  name: 'sign-someone-up',
  title: 'Sign someone up',
  description:
    'For distributors and employees: starts checkout to sign someone up as a customer, preferred customer or distributor (with an optional starting profit level). Others are asked to log in as a distributor.',
  props: v.strictObject({}),
  component: SignSomeoneUp,
});
