import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';

// Skeleton: replaced by the block's own code.
export default defineBlock({
  name: 'contact-site-owner',
  title: 'Contact the site owner',
  description: 'A form that sends the site owner a message: name, comment, email, phone and the optional captcha.',
  props: v.strictObject({}),
  component: () => null,
});
