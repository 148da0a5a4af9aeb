import type * as v from 'valibot';
import type { PageConfigSchema } from '../../src/host/config.ts';
import { impersonationPreload } from '../auth/impersonation.ts';
import { toSessionUser, type AuthUser } from '../auth/users.ts';
import { demoSite } from '../db/seed-users.ts';

/** What a host writes into the page's config script (the library fills in defaults). */
export type HostPageConfig = v.InferInput<typeof PageConfigSchema>;

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

/** The demo host's config: site `demo`, `?country=PHL` switches the store country. */
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
    user: user ? toSessionUser(user) : null,
    // An impersonated session's status, so the impersonation banner shows without a call.
    preload: impersonationPreload(user),
    guestOrderingEnabled: true,
    itemLinksEnabled: true,
    contentAreas: demoContentAreas,
    captcha: { enabled: captchaEnabled, challengeUrl: CAPTCHA_CHALLENGE_PATH },
  };
}
