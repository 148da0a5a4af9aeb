import type { BlockAuthoring } from '#runtime/block.ts';
import type { ResetPasswordPropsSchema } from './index.ts';

export default {
  description:
    'For members who forgot their password: they enter their username or email address and get a link by email, valid for one hour, that opens a form to choose a new password.',
  category: 'Accounts',
  keywords: ['forgot password', 'reset', 'password', 'recover', 'account'],
  icon: 'key',
  insertable: true,
  example: {},
} satisfies BlockAuthoring<typeof ResetPasswordPropsSchema>;
