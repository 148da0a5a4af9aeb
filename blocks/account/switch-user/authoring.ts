import type { BlockAuthoring } from '#runtime/block.ts';

// note: not insertable: a super-users' tool on the site's own impersonation page, not content.
export default {
  description: 'For super-users: find a member by last name and act as them (by RCN or username), then stop acting as them.',
  category: 'Accounts',
  keywords: ['impersonate', 'switch user', 'super-user', 'act as', 'support'],
  icon: 'users',
  insertable: false,
  example: null,
} satisfies BlockAuthoring;
