import * as v from 'valibot';
import { defineBlock } from '#runtime/block.ts';
import { CertificationTraining } from './certification-training.tsx';

export const CertificationTrainingPropsSchema = v.strictObject({
  stepsInAddress: v.optional(
    v.pipe(
      v.boolean(),
      v.title('Each step has its own address'),
      v.description(
        'On (the default), each step has an address of its own, which the site serves with the same page. Turn it off when the page holds other things too: the steps then change in place.',
      ),
    ),
  ),
});

export default defineBlock({
  name: 'certification-training',
  title: 'Certification training',
  props: CertificationTrainingPropsSchema,
  component: CertificationTraining,
});
