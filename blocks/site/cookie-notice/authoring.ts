import type { BlockAuthoring } from '#runtime/block.ts';
import type { CookieNoticePropsSchema } from './index.ts';

export default {
  description:
    'A bar at the bottom of the page that asks visitors to accept or reject optional cookies and links to the cookie settings. Their choice is remembered on their device. It stays away from the page that holds the cookie settings.',
  category: 'Site',
  keywords: ['cookies', 'consent', 'privacy', 'gdpr', 'banner'],
  icon: 'cookie',
  insertable: true,
  example: { settingsPath: '/cookie-notice' },
} satisfies BlockAuthoring<typeof CookieNoticePropsSchema>;
