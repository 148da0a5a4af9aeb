import type { BlockAuthoring } from '#runtime/block.ts';
import type { ImpersonationBannerPropsSchema } from './index.ts';

// note: not insertable: the site's layout puts it at the top of every page while a super-user impersonates someone.
export default {
  description:
    'A bar at the top of every page while a super-user acts as another member: who they are acting as, a warning, and a button to stop.',
  category: 'Accounts',
  keywords: ['impersonate', 'switch user', 'super-user', 'act as'],
  icon: 'users',
  insertable: false,
  example: null,
} satisfies BlockAuthoring<typeof ImpersonationBannerPropsSchema>;
