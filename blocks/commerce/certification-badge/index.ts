import * as v from 'valibot';
import { defineBlock } from '../../../src/runtime/block.ts';
import { CertificationBadge } from './certification-badge.tsx';

export const CertificationBadgePropsSchema = v.strictObject({
  userId: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(64),
    v.regex(/^[\w.-]+$/),
    v.description('The user whose certification is shown.'),
  ),
});

export default defineBlock({
  name: 'certification-badge',
  title: 'Certification badge',
  description:
    "A 'Certified' badge for a certified distributor; to the user themself when not certified, a notice with a Get Certified link.",
  props: CertificationBadgePropsSchema,
  component: CertificationBadge,
});
