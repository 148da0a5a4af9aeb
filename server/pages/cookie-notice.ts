import { COOKIE_SETTINGS_PATH } from '#contracts/cookie-notice.ts';
import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

/**
 * `/cookie-notice`: the cookie settings. The notice's slot is here too, as a CMS's site-wide
 * template puts it on every page: the notice sees the settings on the page and stays away.
 */
const cookieSettingsPage: DemoPage = {
  path: COOKIE_SETTINGS_PATH,
  guard: 'public',
  title: 'Cookie settings',
  body: () => `${slot('cookie-settings', { id: 'cookie-settings' })}
${slot('cookie-notice', { id: 'cookie-notice' })}`,
};

export const cookieNoticePages: DemoPage[] = [cookieSettingsPage];
