import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { CertificationTraining } from './certification-training.tsx';

export default defineBlock({
  name: 'certification-training',
  title: 'Certification training',
  description:
    'The distributor certification course: welcome, videos with quizzes, terms to accept and congratulations, one step at a time, with progress saved as each step is completed. Its steps are routes of its page ({page}/step/{n}), which the host serves with the same page; #test in the address opens every step and saves nothing. Visitors who are not logged in are asked to log in.',
  props: v.strictObject({
    stepsInAddress: v.optional(
      v.pipe(
        v.boolean(),
        v.description(
          "The steps are routes of the page's address, {page}/step/{n}, which the host serves with the same page (default); off, they stay inside the block, for a page that holds other things.",
        ),
      ),
    ),
  }),
  component: CertificationTraining,
});
