import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description: 'Lets the signed-in member change their shipping and billing addresses, and their password.',
  category: 'Accounts',
  keywords: ['profile', 'account', 'address', 'billing', 'shipping', 'password', 'email'],
  icon: 'user',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
