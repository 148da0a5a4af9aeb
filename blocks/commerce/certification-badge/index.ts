import * as v from 'valibot';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { CertificationBadge } from './certification-badge.tsx';

export const CertificationBadgePropsSchema = v.strictObject({
  userId: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(64),
    v.regex(/^[\w.-]+$/),
    v.title('Distributor'),
    v.description('The distributor whose certification is shown, such as the site owner.'),
    reference('user'),
  ),
});

export default defineBlock({
  name: 'certification-badge',
  title: 'Certification badge',
  props: CertificationBadgePropsSchema,
  component: CertificationBadge,
  hydration: 'idle',
  serverRender: true,
});
