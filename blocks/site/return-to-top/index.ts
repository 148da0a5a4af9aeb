import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { ReturnToTop } from './return-to-top.tsx';

export const ReturnToTopPropsSchema = v.strictObject({
  threshold: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 400),
});

export default defineBlock({
  name: 'return-to-top',
  title: 'Return to top',
  description: 'A floating button that appears after scrolling down and returns the visitor to the top of the page.',
  props: ReturnToTopPropsSchema,
  component: ReturnToTop,
});
