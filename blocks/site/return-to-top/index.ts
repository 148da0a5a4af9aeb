import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { ReturnToTop } from './return-to-top.tsx';

export const ReturnToTopPropsSchema = v.strictObject({
  threshold: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.title('Show after scrolling (pixels)'),
      v.description('How far down the page visitors scroll before the button appears.'),
    ),
    400,
  ),
});

export default defineBlock({
  name: 'return-to-top',
  title: 'Return to top',
  props: ReturnToTopPropsSchema,
  component: ReturnToTop,
  hydration: 'idle',
});
