import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    "The signed-in member's profile: personal details, shipping and mailing addresses, and a distributor's volume table (PGPV), with a button to update them. Visitors who are not logged in are asked to log in.",
  category: 'Accounts',
  keywords: ['profile', 'account', 'my account', 'address', 'details'],
  icon: 'user',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
