import type { BlockAuthoring } from '#runtime/block.ts';
import type { DontHaveAccountPropsSchema } from './index.ts';

export default {
  description:
    'Invites visitors without an account to sign up, with links to the customer, preferred customer and distributor signup forms. It suits the login page.',
  category: 'Accounts',
  keywords: ['sign up', 'register', 'join', 'account', 'create account'],
  icon: 'user',
  insertable: true,
  example: {},
} satisfies BlockAuthoring<typeof DontHaveAccountPropsSchema>;
