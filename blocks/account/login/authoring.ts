import type { BlockAuthoring } from '#runtime/block.ts';

export default {
  description:
    'The sign-in form: username and password, with a link for a forgotten password. After signing in, members go on to where they were headed.',
  category: 'Accounts',
  keywords: ['login', 'log in', 'sign in', 'password', 'account'],
  icon: 'key',
  insertable: true,
  example: {},
} satisfies BlockAuthoring;
