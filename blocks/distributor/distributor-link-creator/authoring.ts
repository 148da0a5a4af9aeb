import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'For distributors and employees: makes links to share (a product to join with, a signup form with the distributor as sponsor, or a page of the site) to copy, or as a QR code to download. Others are asked to log in as a distributor.',
  category: 'Owner tools',
  keywords: ['link', 'share', 'qr code', 'referral', 'sponsor', 'distributor'],
  icon: 'link',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
