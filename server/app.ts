import { Hono } from 'hono';
import { except } from 'hono/combine';
import { PAGE_TITLE_SEARCH_PATH } from '#contracts/cms-pages.ts';
import { uploadMediaEndpoint } from '#contracts/references.ts';
import { loginThrottle, type Clock, type Pause } from './auth/login-throttle.ts';
import { sessionMiddleware } from './auth/session-middleware.ts';
import type { Captcha } from './captcha/altcha-captcha.ts';
import { storeSettingsFromEnv, type StoreSettings } from './commerce/store-settings.ts';
import type { Db } from './db/database.ts';
import { DEMO_HOME_MEDIA_PREFIX } from './demo-home/media-prefix.ts';
import { createAfterAnswer, type AfterAnswer } from './http/after-answer.ts';
import type { AppEnv } from './http/app-env.ts';
import { limitBody } from './http/body-limit.ts';
import { compression } from './http/compression.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { originCheck } from './http/origin-check.ts';
import { PUBLIC_READ_PATHS, publicRead } from './http/public-cache.ts';
import { servedHostsOnly, siteOrigins, type SiteOrigins } from './http/site-origins.ts';
import { apiNoStore } from './http/security-headers.ts';
import { demoPageRoutes, demoStylesheet } from './pages/routes.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { cartRoutes } from './routes/cart.ts';
import { certificationRoutes } from './routes/certification.ts';
import { cmsPageRoutes, pageTitleSearchRoutes } from './routes/cms-pages.ts';
import { cmsReferenceRoutes } from './routes/cms-references.ts';
import { contactRoutes } from './routes/contact.ts';
import { cookieNoticeRoutes } from './routes/cookie-notice.ts';
import { DEMO_IMAGE_ROUTE, demoImage } from './routes/demo-images.ts';
import { demoHomeMediaRoutes } from './routes/demo-home-media.ts';
import { conferenceRoutes } from './routes/conference.ts';
import { distributorToolRoutes } from './routes/distributor-tools.ts';
import { MEDIA_ROUTE, mediaLibraryRoutes, serveMedia } from './routes/media.ts';
import { pwsCouponRoutes } from './routes/pws-coupons.ts';
import { siteAnalyticsRoutes } from './routes/site-analytics.ts';
import { sectionHistoryRoutes } from './routes/section-history.ts';
import { siteSettingsRoutes } from './routes/site-settings.ts';
import { siteVideoRoutes } from './routes/site-videos.ts';
import { freeEventRegistrationRoutes } from './routes/free-event-registration.ts';
import { productRoutes, suggestedProductRoutes } from './routes/products.ts';
import { healthRoutes } from './routes/health.ts';
import { logger as serverLogger, type Logger } from './logger.ts';
import { RENDER_PATH, renderRoutes } from './routes/render.ts';
import type { ServerRenderer } from './pages/server-render.ts';
import { mountOidc } from './oidc/mount-oidc.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { countryRuleRoutes, profileRoutes } from './routes/profile.ts';
import { sessionRoutes } from './routes/session.ts';
import { siteSearchRoutes } from './routes/site-search.ts';
import { switchUserRoutes, userProfileRoutes } from './routes/switch-user.ts';
import { ASSETS_PREFIX, staticAssets, TINYMCE_PREFIX, tinymceAssets } from './routes/static-assets.ts';

export interface AppOptions {
  db: Db;
  /** The built library (cms-blocks.js, chunks, blocks.json). */
  distDir: string;
  /** The page's captcha: when set, the forms that may ask one do, and the server checks it. */
  captcha?: Captcha;
  /** Store country, guest ordering...; read from the environment when omitted. */
  store?: StoreSettings;
  /** The clock of time-based limits (login throttling, reset-link expiry); tests pass one to move time on. */
  now?: Clock;
  /** Waits out the login throttle's growing delay; tests pass one that records it instead of sleeping. */
  pause?: Pause;
  /** Where the server is reached; without it, only at app.request()'s own http://localhost. */
  site?: SiteOrigins;
  /** Development aids (the mail outbox page); off unless asked for. */
  devTools?: boolean;
  /** The package's server entry: pages and GET /api/render render public blocks on the server; null for none. */
  serverRender?: ServerRenderer | null;
  /** Work that runs after its answer (reset mail); the server waits for it on shutdown, tests before reading the outbox. */
  afterAnswer?: AfterAnswer;
  /** Where the request log and errors go: the server's logger (server/logger.ts) when omitted; tests pass one to read it. */
  logger?: Logger;
  /** True once the server shuts down: readiness answers 503 from then on (server/start.ts). */
  shuttingDown?: () => boolean;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** The reference API and the demo host pages. */
export function createApp({
  db,
  distDir,
  captcha,
  store = storeSettingsFromEnv(process.env),
  now,
  pause,
  site = siteOrigins([], 'localhost', 80),
  devTools = false,
  serverRender = null,
  afterAnswer = createAfterAnswer(),
  logger = serverLogger,
  shuttingDown = () => false,
}: AppOptions) {
  const verifyCaptcha = captcha?.verify;
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  // Outermost: the request's id is on every answer and log line, and its duration counts all the rest.
  app.use(requestLog(logger));
  // Outermost but the log, so it compresses every answer as finally sent, errors included.
  app.use(compression);
  // First, so it also marks the answers of the middleware after it (400, 403, 413) and of errors.
  app.use('/api/*', apiNoStore);
  // Before the Host check: a probe may reach a process by any address it listens on.
  app.route('/', healthRoutes(db, shuttingDown));
  app.use(servedHostsOnly(site));
  app.use(originCheck());

  // Files first: they need no session lookup.
  app.get(`${ASSETS_PREFIX}/*`, staticAssets(distDir));
  app.get(`${TINYMCE_PREFIX}/*`, tinymceAssets());
  app.get(DEMO_IMAGE_ROUTE, demoImage);
  app.route(DEMO_HOME_MEDIA_PREFIX, demoHomeMediaRoutes());
  app.get(MEDIA_ROUTE, serveMedia(db));
  app.get('/demo.css', demoStylesheet);
  // The demo has no icon; answering keeps the browser's automatic request out of error logs.
  app.get('/favicon.ico', (c) => c.body(null, 204));

  // Before the session: a rendered slot is the same for everyone, so no cookie is read.
  app.route(RENDER_PATH, renderRoutes(serverRender, distDir, app));

  // The media upload allows an image's size, under its own limit (server/routes/media.ts).
  app.use('/api/*', except(uploadMediaEndpoint.path, limitBody(MAX_BODY_BYTES)));
  app.use(sessionMiddleware(db));
  for (const path of PUBLIC_READ_PATHS) app.use(path, publicRead);
  if (captcha) app.route('/api/captcha', captchaRoutes(captcha));
  // One throttle, on the app's clock, for every call that checks a password.
  const throttle = loginThrottle(db, { now, pause, captchaEnabled: Boolean(captcha) });
  app.route('/api/session', sessionRoutes(db, { verifyCaptcha, throttle }));
  app.route('/api/cart', cartRoutes(db, store));
  app.route('/api/products', productRoutes(db, store));
  app.route('/api/suggested-products', suggestedProductRoutes(db, store));
  app.route('/api/v2/certification-training', certificationRoutes(db));
  app.route('/api/v2/password-reset', passwordResetRoutes(db, { afterAnswer, verifyCaptcha, ...(now ? { now } : {}) }));
  app.route('/api/checkout/profile', profileRoutes(db, store, throttle));
  app.route('/api/resource/user-profile', userProfileRoutes(db));
  app.route('/api/resource', countryRuleRoutes(db));
  app.route('/api/rpc', switchUserRoutes(db, throttle));
  app.route('/api/cms/pages', cmsPageRoutes(db, distDir));
  app.route(PAGE_TITLE_SEARCH_PATH, pageTitleSearchRoutes(db));
  app.route('/api/cms/references', cmsReferenceRoutes(db, store));
  app.route(uploadMediaEndpoint.path, mediaLibraryRoutes(db));
  app.route('/api/v2/search-rat', siteSearchRoutes(db));
  app.route('/api/cookie-notice-message', cookieNoticeRoutes(db));
  app.route('/api/pws-contact', contactRoutes(db, { verifyCaptcha }));
  app.route('/api/v2/free-simple-event-registration', freeEventRegistrationRoutes(db, { verifyCaptcha }));
  app.route('/api', conferenceRoutes(db, { store }));
  app.route('/api', siteSettingsRoutes(db, store));
  app.route('/api', siteVideoRoutes(db));
  app.route('/api', sectionHistoryRoutes(db));
  app.route('/api', pwsCouponRoutes(db));
  app.route('/api', siteAnalyticsRoutes(db));
  app.route('/api', distributorToolRoutes(db));
  mountOidc(app, db, throttle);
  app.route('/', demoPageRoutes(db, distDir, { captchaEnabled: Boolean(captcha), devTools, serverRender, app }));
  return app;
}

export type App = ReturnType<typeof createApp>;
