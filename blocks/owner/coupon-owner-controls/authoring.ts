import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    "The site owner's coupons: turn each on or off for the site, and give it the site's own code (it starts with PWS and must follow the compliance rules). Anyone else is told why they cannot use it.",
  category: 'Owner tools',
  keywords: ['coupons', 'discount', 'promo code', 'offers', 'settings'],
  icon: 'coupon',
  insertable: true,
  example: null,
} satisfies BlockAuthoring;
