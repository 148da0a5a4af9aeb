import type { BlockAuthoring } from '#runtime/block.ts';
import type { AnalyticsSettingsPropsSchema } from './index.ts';

export default {
  description:
    "Where the site owner (or an employee) enters the site's analytics tracking ID. The site's pages count visits only for visitors whose cookie choices allow it.",
  category: 'Owner tools',
  keywords: ['analytics', 'tracking', 'google analytics', 'statistics', 'settings'],
  icon: 'chart',
  insertable: true,
  example: { leaveWhenRefused: false },
} satisfies BlockAuthoring<typeof AnalyticsSettingsPropsSchema>;
