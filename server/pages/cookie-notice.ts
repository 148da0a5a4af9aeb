import { COOKIE_SETTINGS_PATH } from '../../src/contracts/cookie-notice.ts';
import { COOKIE_CONSENT_HOST_SCRIPT } from './cookie-consent-host-script.ts';
import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

/**
 * `/cookie-notice`: the cookie settings, the notice, and the host's side of consent: a line the
 * page's own script keeps current from `window.CmsBlocks.consent`, as a host deciding whether to
 * load its analytics tag would.
 */
const cookieSettingsPage: DemoPage = {
  path: COOKIE_SETTINGS_PATH,
  title: 'Cookie settings',
  body: () => `<p id="host-analytics" data-analytics="unknown">Analytics on this page: checking…</p>
${slot('cookie-settings', { id: 'cookie-settings' })}
${slot('cookie-notice', { id: 'cookie-notice' })}
<script defer src="${COOKIE_CONSENT_HOST_SCRIPT}"></script>`,
};

export const cookieNoticePages: DemoPage[] = [cookieSettingsPage];
