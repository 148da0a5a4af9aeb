import type { BlockAuthoring } from '#runtime/block.ts';
import type { CertificationBadgePropsSchema } from './index.ts';

export default {
  description:
    'A Certified badge when the owner of the personal website, or the distributor chosen, has passed the certification training. That distributor, while not certified yet, sees a link to get certified; visitors then see nothing.',
  category: 'Commerce',
  keywords: ['certified', 'badge', 'distributor', 'trust', 'certification'],
  icon: 'badge',
  insertable: true,
  example: { userId: '1001' },
} satisfies BlockAuthoring<typeof CertificationBadgePropsSchema>;
