import type { HostPageConfig } from '#host/page-config-json.ts';
import { impersonationPreload } from '../auth/impersonation.ts';
import { toSessionUser, type AuthUser } from '../auth/user-store.ts';
import { storeSettingsFromEnv } from '../commerce/store-settings.ts';
import { demoSite } from '../db/seed-users.ts';

/** CMS-managed snippets the demo places into blocks' content areas. */
const demoContentAreas = {
  checkoutReceiptTop: '<p>Thank you for shopping with us! A confirmation email is on its way.</p>',
  checkoutDistributorSignupReceiptPopup:
    '<h3>Welcome to the team!</h3><p>Your distributor account is ready. Log in to set up your personal website and start sharing.</p>',
};

/** The challenge URL of the server's captcha (server/routes/captcha.ts), relative to the API base. */
const CAPTCHA_CHALLENGE_PATH = 'api/captcha/challenge';

interface DemoConfigOptions {
  captchaEnabled?: boolean;
  /** Edit mode: as the page decides it, else as the user switched it (server/pages/edit-mode.ts). */
  editMode?: boolean;
}

/**
 * The demo host's config: site `demo`, `?country=PHL` switches the store country. Two switches show
 * other hosts' choices: `?user=omit` leaves `user` out (the blocks then ask GET /api/session), and
 * `?guestOrdering=off` says guests may not order even where the server's store lets them.
 */
export function demoPageConfig(
  url: URL,
  user: AuthUser | null,
  { captchaEnabled = false, editMode = false }: DemoConfigOptions = {},
): HostPageConfig {
  const country = url.searchParams.get('country') ?? '';
  return {
    apiBaseUrl: '/',
    locale: 'en-US',
    country: /^[A-Z]{3}$/.test(country) ? country : 'USA',
    siteId: demoSite.id,
    editMode,
    ...(url.searchParams.get('user') === 'omit' ? {} : { user: user ? toSessionUser(user) : null }),
    // An impersonated session's status, so the impersonation banner shows without a call.
    preload: impersonationPreload(user),
    // note: pages are not handed the app's store settings: the server's default store, as in products.ts.
    guestOrderingEnabled:
      storeSettingsFromEnv(process.env).guestOrderingEnabled && url.searchParams.get('guestOrdering') !== 'off',
    itemLinksEnabled: true,
    contentAreas: demoContentAreas,
    captcha: { enabled: captchaEnabled, challengeUrl: CAPTCHA_CHALLENGE_PATH },
  };
}
