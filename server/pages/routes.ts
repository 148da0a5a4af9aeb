import { readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/database.ts';
import type { PreloadManifest } from '#host/preload-links.ts';
import { allow, type Refusals } from '../auth/guards.ts';
import { endSession } from '../auth/session-middleware.ts';
import type { AppEnv } from '../http/app-env.ts';
import { PER_VISITOR_CACHE_CONTROL, PERMISSIONS_POLICY, REFERRER_POLICY } from '../http/security-headers.ts';
import { demoCssPath } from '../paths.ts';
import { benchBaselinePage, benchPage, benchPortalsBaselinePage } from './bench.ts';
import { blocksGalleryPage } from './blocks-gallery.ts';
import { brokenPage } from './broken.ts';
import { cartPage, demoRedirects, receiptPage } from './commerce.ts';
import type { DemoPage, PageContent } from './demo-page.ts';
import { EDIT_MODE_MAX_BODY_BYTES, EDIT_MODE_PATH, editModeState, switchEditMode, type EditModeState } from './edit-mode.ts';
import { homePage } from './home.ts';
import { hostRoutesPage } from './host-routes.ts';
import { impersonationPages } from './impersonation.ts';
import { ASSETS_URL, CONTENT_SECURITY_POLICY, LOGOUT_PATH, renderPage } from './layout.ts';
import { loginPages } from './login.ts';
import { demoPageConfig } from './page-config.ts';
import { passwordResetPages } from './password-reset.ts';
import { readPreloadManifest } from './preload-manifest.ts';
import { CLIENT_ONLY_PARAM, type ServerRenderer } from './server-render.ts';
import type { HostPageConfig } from '#host/page-config-json.ts';
import { allProductsPage, productPage, quickShopPage } from './products.ts';
import { profilePages } from './profile.ts';
import { publishedPage } from './published-page.ts';
import { siteSearchPages } from './site-search.ts';
import { cookieNoticePages } from './cookie-notice.ts';
import { siteFormPages } from './site-forms.ts';
import { conferencePages } from './conference.ts';
import { distributorToolPages } from './distributor-tools.ts';
import { ownerToolPages } from './owner-tools.ts';
import { trainingPages } from './training.ts';
import { editorEditPage, editorListPage, editorNewPage, editorRevisionPage } from './cms/cms-editor-pages.ts';
import { editorMediaPage, MEDIA_LIBRARY_SCRIPT, mediaLibraryScriptRoute } from './cms/media-library.ts';
import { limitBody } from '../http/body-limit.ts';
import { PREVIEW_MAX_BODY_BYTES, previewContent, PREVIEW_PATH, PREVIEW_SCRIPT } from './cms/cms-preview.ts';
import { cmsScriptRoute } from './cms/cms-script.ts';
import { CMS_SCRIPT } from './cms/cms-views.ts';
import {
  analyticsHostElement,
  analyticsHostScriptRoute,
  analyticsTagScriptRoute,
  ANALYTICS_HOST_SCRIPT,
  ANALYTICS_TAG_SCRIPT,
} from './analytics-host-script.ts';

/** Every demo host page; add a page by adding it here. */
export const demoPages: DemoPage[] = [
  homePage,
  blocksGalleryPage,
  brokenPage,
  benchPage,
  benchBaselinePage,
  benchPortalsBaselinePage,
  cartPage,
  receiptPage,
  hostRoutesPage,
  allProductsPage,
  quickShopPage,
  productPage,
  publishedPage,
  editorListPage,
  editorNewPage,
  editorEditPage,
  editorRevisionPage,
  editorMediaPage,
  ...loginPages,
  ...passwordResetPages,
  ...profilePages,
  ...impersonationPages,
  ...siteSearchPages,
  ...cookieNoticePages,
  ...siteFormPages,
  ...conferencePages,
  ...ownerToolPages,
  ...distributorToolPages,
  ...trainingPages,
];

const demoCss = readFileSync(demoCssPath, 'utf8');

/** GET /demo.css: the demo host's own stylesheet (same origin, as the strict CSP requires). */
export function demoStylesheet(c: Context) {
  return c.body(demoCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
}

/**
 * The page's public blocks rendered on the server, as a guest, through the package's server entry
 * (as any host on Node would); their API calls go to this app in-process, without the visitor's
 * cookies. `?render=client` leaves every slot to the browser, for comparison.
 */
async function serverRendered(c: Context<AppEnv>, body: string, config: HostPageConfig, options: PageSetup) {
  const url = new URL(c.req.url);
  if (!options.serverRender || options.script || url.searchParams.get(CLIENT_ONLY_PARAM) === 'client') return { body, head: '' };
  const started = performance.now();
  const page = await options.serverRender.renderPage(body, {
    config,
    origin: url.origin,
    assetsUrl: ASSETS_URL,
    fetch: (input, init) => Promise.resolve(options.app.fetch(new Request(input, init))),
    ...(options.preload ? { manifest: options.preload } : {}),
  });
  c.header('Server-Timing', `ssr;dur=${(performance.now() - started).toFixed(1)};desc="${page.rendered.length} blocks"`);
  // The slot stays for the browser to render; whoever runs the server hears why.
  for (const problem of page.problems)
    c.var.log.warn({ path: url.pathname, problem: problem.message }, 'server rendering left a slot to the browser');
  return { body: page.html, head: page.head };
}

/** Answers `content` as a whole page; the config holds the signed-in user, so it is never cached. */
async function sendPage(c: Context<AppEnv>, status: ContentfulStatusCode, content: PageContent, options: PageSetup) {
  const { editMode, ...page } = content;
  // The user's switch counts only where the page leaves edit mode open and runs the library's loader.
  const switchable = editMode === undefined && !options.script ? (options.editMode ?? null) : null;
  const config: HostPageConfig = {
    ...demoPageConfig(new URL(c.req.url), c.var.user, {
      captchaEnabled: options.captchaEnabled,
      editMode: editMode ?? switchable?.editing ?? false,
    }),
    ...(options.routes ? { routes: options.routes } : {}),
  };
  const rendered = await serverRendered(c, page.body, config, options);
  const html = renderPage({
    ...page,
    body: rendered.body + (options.siteScripts ?? ''),
    serverHead: rendered.head,
    config,
    request: c.req.raw,
    preload: options.preload,
    editMode: switchable,
    ...(options.script ? { script: options.script } : {}),
  });
  c.header('Content-Security-Policy', options.contentSecurityPolicy ?? CONTENT_SECURITY_POLICY);
  c.header('Referrer-Policy', REFERRER_POLICY);
  c.header('Permissions-Policy', PERMISSIONS_POLICY);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', PER_VISITOR_CACHE_CONTROL);
  return c.html(html, status);
}

const forbiddenPage: PageContent = {
  title: 'Not allowed',
  body: '<p>Only administrators can open this page. <a href="/">Go to the home page</a>.</p>',
};

/** How a page's guard (`PageRoute.guard`) turns a user away: a visitor to log in and come back, anyone else to the 403 page. */
const pageRefusals = (setup: PageSetup): Refusals => ({
  signedOut: (c) => {
    const url = new URL(c.req.url);
    return c.redirect(`/login?redirect=${encodeURIComponent(url.pathname + url.search)}`, 303);
  },
  forbidden: (c) => sendPage(c, 403, forbiddenPage, setup),
});

interface PageSetup {
  /** The package's server entry: the page's public blocks render on the server; null renders them in the browser only. */
  serverRender: ServerRenderer | null;
  /** The app itself, which the server-rendered blocks' API calls go to. */
  app: { fetch: (request: Request) => Response | Promise<Response> };
  /** The page's own policy, when it needs more than the strict one every other page has. */
  contentSecurityPolicy?: string | undefined;
  script: string | undefined;
  preload: PreloadManifest | null;
  captchaEnabled: boolean;
  /** The site's own scripts after the content (its consent-gated analytics loader), when it has any. */
  siteScripts?: string;
  /** The user's edit-mode switch (null for visitors). */
  editMode?: EditModeState | null;
  routes?: DemoPage['routes'];
}

export interface DemoPageOptions {
  /** The package's server entry (server-render.ts); without it every block renders in the browser only. */
  serverRender?: ServerRenderer | null;
  /** Whether the server asks the page's forms for a captcha: the page config says so to the blocks. */
  captchaEnabled?: boolean;
  /** Whether the development aids (`devTool` pages) are served. */
  devTools?: boolean;
}

/** The demo pages; `distDir` is the built library, whose preload manifest the pages' heads use. */
export function demoPageRoutes(
  db: Db,
  distDir: string,
  { captchaEnabled = false, devTools = false, serverRender = null, app: site }: DemoPageOptions & Pick<PageSetup, 'app'>,
) {
  const preload = readPreloadManifest(distDir);
  const app = new Hono<AppEnv>();
  for (const [from, to] of Object.entries(demoRedirects)) app.get(from, allow('public'), (c) => c.redirect(to));
  // The library's loader under the strict policy: what refusals load (the preview swaps in its own script).
  const plain: PageSetup = { script: undefined, preload, captchaEnabled, serverRender, app: site };
  const refuse = pageRefusals(plain);
  for (const page of demoPages.filter((candidate) => devTools || !candidate.devTool)) {
    app.get(page.path, allow(page.guard, refuse), async (c) => {
      const url = new URL(c.req.url);
      // The site's analytics loader and the page's own content are read at once, not one after the other.
      const [siteScripts, content, editMode] = await Promise.all([
        analyticsHostElement(db),
        'load' in page ? page.load({ db, url, params: c.req.param(), user: c.var.user }) : undefined,
        editModeState(db, c),
      ]);
      const scripts = {
        ...plain,
        script: page.script,
        contentSecurityPolicy: page.contentSecurityPolicy,
        routes: page.routes,
        siteScripts,
        // The administrators' own screens (the editor) are not the site's pages: no edit mode there.
        editMode: page.guard === 'admin' ? null : editMode,
      };
      if ('load' in page) {
        return content ? sendPage(c, 200, content, scripts) : sendPage(c, 404, page.notFound, scripts);
      }
      const title = typeof page.title === 'function' ? page.title(url) : page.title;
      return sendPage(c, 200, { title, body: page.body(url) }, scripts);
    });
  }
  // The editor's preview: unsaved content, posted by the CMS form, shown as its page would be to a guest.
  app.post(PREVIEW_PATH, limitBody(PREVIEW_MAX_BODY_BYTES), allow('admin', refuse), async (c) =>
    sendPage(c, 200, previewContent(await c.req.parseBody()), { ...plain, script: PREVIEW_SCRIPT }),
  );
  // Anyone may post the switch; it changes nothing for a user who may not edit (edit-mode.ts).
  app.post(EDIT_MODE_PATH, limitBody(EDIT_MODE_MAX_BODY_BYTES), allow('public'), (c) => switchEditMode(db, c));
  // The nav's "Log out" form: the origin check refuses it from other sites; back to the login page, signed out.
  app.post(LOGOUT_PATH, allow('public'), async (c) => {
    await endSession(c, db);
    return c.redirect('/login', 303);
  });
  app.get(CMS_SCRIPT, allow('public'), cmsScriptRoute);
  app.get(MEDIA_LIBRARY_SCRIPT, allow('public'), mediaLibraryScriptRoute);
  app.get(ANALYTICS_HOST_SCRIPT, allow('public'), analyticsHostScriptRoute);
  app.get(ANALYTICS_TAG_SCRIPT, allow('public'), analyticsTagScriptRoute);
  return app;
}
