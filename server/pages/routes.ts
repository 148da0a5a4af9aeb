import { readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { demoCssPath } from '../paths.ts';
import { benchBaselinePage, benchPage } from './bench.ts';
import { blocksGalleryPage } from './blocks-gallery.ts';
import { brokenPage } from './broken.ts';
import { cartPage, demoRedirects, receiptPage } from './commerce.ts';
import type { DemoPage } from './demo-page.ts';
import { homePage } from './home.ts';
import { CONTENT_SECURITY_POLICY, renderPage } from './layout.ts';
import { demoPageConfig } from './page-config.ts';

/** Every demo host page; add a page by adding it here. */
export const demoPages: DemoPage[] = [
  homePage,
  blocksGalleryPage,
  brokenPage,
  benchPage,
  benchBaselinePage,
  cartPage,
  receiptPage,
];

const demoCss = readFileSync(demoCssPath, 'utf8');

/** GET /demo.css: the demo host's own stylesheet (same origin, as the strict CSP requires). */
export function demoStylesheet(c: Context) {
  return c.body(demoCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
}

export function demoPageRoutes() {
  const app = new Hono<AppEnv>();
  for (const [from, to] of Object.entries(demoRedirects)) app.get(from, (c) => c.redirect(to));
  for (const page of demoPages) {
    app.get(page.path, (c) => {
      const url = new URL(c.req.url);
      const html = renderPage({
        title: typeof page.title === 'function' ? page.title(url) : page.title,
        config: demoPageConfig(url, c.var.user),
        body: page.body(url),
        request: c.req.raw,
        ...(page.script ? { script: page.script } : {}),
      });
      c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      c.header('X-Content-Type-Options', 'nosniff');
      // The config holds the signed-in user: never cache the page.
      c.header('Cache-Control', 'no-store');
      return c.html(html);
    });
  }
  return app;
}
