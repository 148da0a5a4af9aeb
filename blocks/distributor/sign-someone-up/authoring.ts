import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'For distributors and employees: signs someone up as a customer, preferred customer or distributor, optionally at a starting profit level, through checkout. Others are asked to log in as a distributor.',
  category: 'Owner tools',
  keywords: ['sign up', 'enroll', 'enrol', 'recruit', 'new member', 'distributor'],
  icon: 'users',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
