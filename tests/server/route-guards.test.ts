import { Hono, type Context } from 'hono';
import { allow } from '../../server/auth/guards.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { appForReading, FILE_ROUTES, routeGuards } from '../../scripts/route-guards.ts';

const app = appForReading();

/** Who may call each route, by guard; `public` ones that act on one resource check it in the handler (`resourceToActOn`). */
const ROUTES_BY_GUARD = {
  public: [
    'DELETE /api/session',
    'GET /api/captcha/challenge',
    'GET /api/cart/order/:orderId',
    'GET /api/cart/orders/:orderNumber',
    'GET /api/conference',
    'GET /api/conference/:conferenceId',
    'GET /api/cookie-notice-message',
    'GET /api/products',
    'GET /api/products/:productId',
    'GET /api/products/by-page/:detailPage',
    'GET /api/render',
    'GET /api/pws/site-settings-section/:siteId',
    'GET /api/pws/sites/:siteId/home-page-video',
    'GET /api/pws/videos/:videoId',
    'GET /api/pws/videos/:videoId/captions',
    'GET /api/resource/country-rules/:countryIso3',
    'GET /api/resource/geo-code',
    'GET /api/session',
    'GET /api/suggested-products/cart-system/:cartSystemId/product-category-name/:name',
    'GET /api/v2/certification-training/public/user-is-certified/:userId',
    'GET /api/v2/free-simple-event-registration/public/events/:eventId',
    'GET /api/v2/pws/coupons/public-config',
    'GET /api/v2/search-rat/search',
    'POST /api/pws-contact',
    'POST /api/session',
    'POST /api/v2/password-reset/new-password',
    'POST /api/v2/password-reset/reset-email',
  ],
  signedIn: [
    'GET /api/cart/autoship',
    'GET /api/cart/order-history',
    'GET /api/checkout/profile/:id',
    'GET /api/conference-access',
    'GET /api/pws/home-page-videos',
    'GET /api/pws/site-settings-section/current/:section/history',
    'GET /api/resource/facebook-analytics-site/:siteId',
    'GET /api/rpc/switch-user',
    'GET /api/v2/certification-training/config',
    'GET /api/v2/certification-training/user-status/:userId',
    'GET /api/v2/pws/coupons/current-user-pws-profile/coupon-settings',
    'GET /api/v2/rcm-ga/:siteId',
    'PATCH /api/v2/rcm-ga/:siteId',
    'POST /api/checkout/profile/:id',
    'POST /api/pws/site-settings-section/current/homePagePopups/undo',
    'POST /api/pws/site-settings-section/current/homePageProducts/undo',
    'POST /api/pws/site-settings-section/current/homePageVideo/undo',
    'POST /api/rpc/switch-user-back',
    'POST /api/v2/certification-training/quiz-answers/:stepIndex',
    'POST /api/v2/free-simple-event-registration/public/tickets',
    'POST /api/v2/rcm-ga/:siteId',
    'PUT /api/checkout/profile/:id',
    'PUT /api/pws/site-settings-section/current/homePagePopups',
    'PUT /api/pws/site-settings-section/current/homePageProducts',
    'PUT /api/pws/site-settings-section/current/homePageVideo',
    'PUT /api/resource/facebook-analytics-site',
    'PUT /api/v2/certification-training/user-status/:userId',
    'PUT /api/v2/pws/coupons/current-user-pws-profile/coupon-settings',
  ],
  cartReader: ['GET /api/cart/order/current', 'POST /api/cart/order/current/pre-process'],
  cartOwner: [
    'PATCH /api/cart/order/current',
    'POST /api/cart/order/current/3ds/:challengeId',
    'POST /api/cart/order/current/items',
    'POST /api/cart/order/current/process',
    'POST /api/cart/order/current/refresh',
  ],
  siteChooser: ['GET /api/pws/home-page-product-choices', 'GET /api/pws/popups'],
  distributor: ['GET /api/distributor-tools/context', 'GET /api/distributor-tools/next-steps'],
  conferenceStaff: [
    'DELETE /api/conference-tickets/:uid',
    'GET /api/conference-report/:conferenceId',
    'GET /api/conference-tickets',
    'GET /api/conference-tickets-ribbons',
    'GET /api/conference-tickets-ribbons/:ownerRcn',
    'GET /api/conference-tickets/:uid',
    'PUT /api/conference-tickets/:uid',
  ],
  profileLookup: ['GET /api/conference-profiles', 'GET /api/conference-profiles/:rcn'],
  admin: [
    'DELETE /api/cms/media/:id',
    'DELETE /api/cms/pages/:id',
    'GET /api/cms/pages',
    'GET /api/cms/pages/:id',
    'GET /api/cms/pages/:id/revisions',
    'GET /api/cms/pages/:id/revisions/:revision',
    'GET /api/cms/pages/referencing/:kind',
    'GET /api/cms/references/:kind',
    'GET /api/v2/certification-training/admin/config',
    'GET /rcm-page-search/title',
    'PATCH /api/cms/media/:id',
    'POST /api/cms/media',
    'POST /api/cms/pages',
    'PUT /api/cms/pages/:id',
    'PUT /api/v2/certification-training/config',
  ],
  realSuperUser: ['GET /api/resource/user-profile', 'POST /api/rpc/switch-user'],
};

/** Who may open each demo page, by guard; a page refuses as a page: to log in, or the 403 page (server/pages/routes.ts). */
const PAGES_BY_GUARD = {
  public: [
    'GET /',
    'GET /:join{join-.+}',
    'GET /admin/switch-user',
    'GET /bench',
    'GET /bench/baseline',
    'GET /bench/baseline-portals',
    'GET /blocks',
    'GET /cart',
    'GET /checkout/cart',
    'GET /checkout/receipt',
    'GET /conf',
    'GET /contact',
    'GET /cookie-notice',
    'GET /demo/analytics-host.js',
    'GET /demo/analytics-tag.js',
    'GET /demo/broken',
    'GET /demo/oidc-client',
    'GET /distributor/links',
    'GET /distributor/next-steps',
    'GET /distributor/sign-someone-up',
    'GET /editor/cms.js',
    'GET /editor/media.js',
    'GET /events',
    'GET /forgot-password',
    'GET /host-routes',
    'GET /login',
    'GET /my-profile',
    'GET /owner/analytics',
    'GET /owner/coupons',
    'GET /owner/facebook-pixel',
    'GET /p/:detailPage',
    'GET /pages/:slug',
    'GET /products',
    'GET /profile',
    'GET /quick-shop',
    'GET /search-results',
    'GET /secure/checkout/v1',
    'GET /set-new-password/:userId/:token/:expirationTimestamp',
    'GET /signup-form/:type',
    'GET /sponsor-signup/:userId/:type',
    'POST /edit-mode',
    'POST /logout',
  ],
  signedIn: [
    'GET /conference-report',
    'GET /conference/check-in',
    'GET /conference/custom-badge-print',
    'GET /conference/ticket',
    'GET /conference/ticket/:id',
    'GET /distributor-certification-training',
    'GET /distributor-certification-training/step/:stepIndex',
    'GET /owner/messages',
  ],
  admin: [
    'GET /dev/outbox',
    'GET /editor',
    'GET /editor/media',
    'GET /editor/pages/:id',
    'GET /editor/pages/:id/revisions/:revision',
    'GET /editor/pages/new',
    'POST /editor/preview',
  ],
};

/**
 * The OpenID Connect provider's routes (server/oidc/): its endpoints under /oidc, which relying
 * parties and signed-out browsers call and which check each request as the protocol says (the
 * interaction's cookie, a password, a client's secret, a token), the login block's landing page
 * and the demo relying party. A session role would turn those callers away: all are public.
 */
const OIDC_ROUTES_BY_GUARD = {
  public: [
    'ALL /oidc',
    'ALL /oidc/*',
    'GET /demo/oidc-client/callback',
    'GET /demo/oidc-client/start',
    'GET /login-home',
    'GET /oidc/oidc-interaction/:uid',
    'POST /oidc/oidc-interaction/:uid/login',
  ],
};

/** A process manager's and a load balancer's probes (server/routes/health.ts): public, and before the Host check. */
const PROBES_BY_GUARD = { public: ['GET /healthz', 'GET /readyz'] };

describe('the guard of every route but the files (API, demo pages, OpenID Connect)', () => {
  it('is exactly one: a role or the explicit public mark (server/auth/guards.ts)', () => {
    const routes = Object.entries(routeGuards(app));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter(([, guard]) => !/^\w+$/.test(guard))).toEqual([]);
  });

  it('is the one listed here, so adding or changing a route or page shows who may call or open it', () => {
    const expected = [ROUTES_BY_GUARD, PAGES_BY_GUARD, OIDC_ROUTES_BY_GUARD, PROBES_BY_GUARD].flatMap((table) =>
      Object.entries(table).flatMap(([guard, routes]) => routes.map((route) => [route, guard])),
    );
    expect(routeGuards(app)).toEqual(Object.fromEntries(expected));
  });

  it('is none only for the files listed, each of which the app serves', () => {
    const endpoints = app.routes.map((route) => `${route.method} ${route.path}`);
    expect(endpoints).toEqual(expect.arrayContaining([...FILE_ROUTES]));
  });

  it('is read for routes registered with .all() too, and not for middleware in front of them', () => {
    const handler = (c: Context) => c.body(null, 204);
    const routes = new Hono<AppEnv>();
    routes.use('/api/*', (_c, next) => next());
    routes.all('/api/guarded', allow('admin'), handler);
    routes.all('/api/unguarded', handler);
    expect(routeGuards(routes)).toEqual({ 'ALL /api/guarded': 'admin', 'ALL /api/unguarded': '' });
  });
});
