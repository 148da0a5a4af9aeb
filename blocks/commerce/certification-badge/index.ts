import * as v from 'valibot';
import { reference } from '#contracts/reference-metadata.ts';
import { defineBlock } from '#runtime/block.ts';
import { CertificationBadge } from './certification-badge.tsx';

export const CertificationBadgePropsSchema = v.strictObject({
  userId: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(64),
      v.regex(/^[\w.-]+$/),
      v.title('Distributor'),
      v.description(
        'Leave empty to show the owner of the personal website that shows the page; choose a distributor to always show theirs.',
      ),
      reference('user'),
    ),
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
