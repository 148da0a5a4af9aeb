import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { SignSomeoneUp } from './sign-someone-up.tsx';

export default defineBlock({
  name: 'sign-someone-up',
  title: 'Sign someone up',
  props: v.strictObject({}),
  component: SignSomeoneUp,
});
