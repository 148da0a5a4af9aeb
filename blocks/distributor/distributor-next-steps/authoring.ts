import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    "A new distributor's checklist: complete the profile, finish the certification training, set up the personal site, choose coupons and connect analytics, each marked done or not with a link to do it. Others are asked to log in as a distributor.",
  category: 'Owner tools',
  keywords: ['checklist', 'getting started', 'onboarding', 'next steps', 'distributor'],
  icon: 'menu',
  insertable: true,
  example: null,
} satisfies BlockAuthoring;
