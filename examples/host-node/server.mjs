// @ts-check
// A host for cms-blocks with nothing but node:http: it writes its own pages (slots and the page
// config), serves the library's files, and forwards the API to the server behind it.
//
//   PORT        where this host listens (default 3000; 0 picks a free port)
//   HOST        the address it listens on (default 127.0.0.1)
//   API_ORIGIN  the API server the blocks talk to, e.g. the reference server (default http://127.0.0.1:4173);
//               it must accept this host's origin: start the reference server with PUBLIC_ORIGIN set to it
//   CAPTCHA     `off` when the API server runs without its captcha (as the reference server's CAPTCHA=off)
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePageConfig, preloadLinks, slotAttributes } from 'cms-blocks';
/** @import { BlockName, BlockProps } from 'cms-blocks' */
import manifest from 'cms-blocks/preload-manifest.json' with { type: 'json' };

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const apiOrigin = new URL(process.env.API_ORIGIN ?? 'http://127.0.0.1:4173').origin;

/** Where the library's files are served: the prefix of every `<script>`, `<link>` and chunk URL. */
const ASSETS = '/assets/cms-blocks/';
/** The package's dist/ folder, found through its exports (the stylesheet sits at its top). */
const distDir = fileURLToPath(new URL('.', import.meta.resolve('cms-blocks/cms-blocks.css')));
const template = await readFile(new URL('page.html', import.meta.url), 'utf8');

/** The same policy as the reference server's pages: every script and stylesheet from this origin, nothing inline. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * What the blocks reach on this origin, answered by the API server: its API, the images it
 * serves, and the login flow's own steps (`/login-home` after a login, `/oidc/` for sign-in
 * with OpenID Connect).
 */
const FORWARDED = ['/api/', '/oidc/', '/login-home', '/demo-images/', '/demo-home/', '/media/'];

/** @type {import('cms-blocks').HostPageConfig} */
const pageConfig = {
  apiBaseUrl: '/',
  locale: 'en-US',
  country: 'USA',
  siteId: 'demo',
  // As the API server's store setting (the reference server's GUEST_ORDERING_ENABLED, on by default).
  guestOrderingEnabled: true,
  captcha: { enabled: process.env.CAPTCHA !== 'off' },
};

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Shown in a slot until its block mounts (the library's stylesheet draws the shapes). */
const PLACEHOLDER =
  '<div class="cmsb-placeholder" aria-hidden="true"><div class="cmsb-placeholder__line cmsb-placeholder__line--title"></div><div class="cmsb-placeholder__line"></div></div>';

/**
 * A slot: its block, for the head's preload links, and its element, written by the library's helper,
 * which escapes the props and checks the block's name and props against the package's types.
 * @template {BlockName} Block
 * @param {Block} block
 * @param {BlockProps<Block>} props
 * @returns {{ block: BlockName, html: string }}
 */
const slot = (block, props) => ({ block, html: `<div ${slotAttributes(block, props)}>${PLACEHOLDER}</div>` });

/**
 * The whole page: the head's preload links for the blocks on it, the config, the slots.
 * @param {string} title
 * @param {{ block: BlockName, html: string }[]} slots
 */
function renderPage(title, slots) {
  const values = {
    title: escapeHtml(title),
    head: preloadLinks(
      manifest,
      slots.map(({ block }) => block),
      ASSETS,
    ),
    config: encodePageConfig(pageConfig),
    main: slots.map(({ html }) => html).join('\n'),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => values[/** @type {keyof typeof values} */ (name)]);
}

/**
 * The host's pages, by path. A product page finds its product by the name in its address, as the
 * blocks link to it (`/p/{detailPage}`), and puts the product's id into its slot.
 * @param {URL} url
 * @returns {Promise<{ title: string, slots: { block: BlockName, html: string }[] } | null>}
 */
async function pageFor(url) {
  if (url.pathname === '/') return { title: 'All products', slots: [slot('all-products', { pageSize: 6 })] };
  if (url.pathname === '/cart') return { title: 'Your cart', slots: [slot('cart', {})] };
  if (url.pathname === '/login') return { title: 'Sign in', slots: [slot('login', {})] };
  if (url.pathname === '/checkout/receipt') return { title: 'Thank you', slots: [slot('checkout-receipt', {})] };
  const detailPage = /^\/p\/([\w-]+)$/.exec(url.pathname)?.[1];
  if (!detailPage) return null;
  const answer = await fetch(`${apiOrigin}/api/products/by-page/${detailPage}`);
  if (!answer.ok) return null;
  const { data: product } = /** @type {{ data: { productId: string, name: string } }} */ (await answer.json());
  return {
    title: product.name,
    slots: [slot('product-detail-page-top', { productId: product.productId }), slot('cart', { view: 'mini' })],
  };
}

/** Content-hashed names (`blocks/cart-Ab12.js`): a new build writes new names, so a year's caching is safe. */
const HASHED_FOLDERS = ['blocks/', 'chunks/', 'assets/'];
/** The names the build writes: folders and names of letters, digits, `_` and `-`; no `..`, no `%`. */
const ASSET_NAME = /^(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)+$/;
const CONTENT_TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.txt': 'text/plain' };

/**
 * A file of dist/: hashed ones cached for a year, the rest (the loader, the stylesheet, the
 * manifests, whose names stay) revalidated on every use.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {string} name
 */
async function sendAsset(request, response, name) {
  const type = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (path.extname(name))];
  const file = path.join(distDir, name);
  const info = ASSET_NAME.test(name) && type ? await stat(file).catch(() => null) : null;
  if (!info?.isFile()) return sendText(response, 404, 'Not found');
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  response.setHeader(
    'Cache-Control',
    HASHED_FOLDERS.some((folder) => name.startsWith(folder)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  response.setHeader('ETag', etag);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
  response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8`, 'Content-Length': info.size });
  createReadStream(file).pipe(response);
}

/** Headers about one connection only, never passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

/** @param {http.IncomingHttpHeaders} headers */
const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * Passes the request to the API server as it came: same method, body and cookies, and the same
 * Host, so the session cookie and the API's origin check see this site.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 */
function forward(request, response) {
  const target = new URL(request.url ?? '/', apiOrigin);
  const upstream = http.request(target, { method: request.method, headers: endToEnd(request.headers) }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
    answer.pipe(response);
  });
  upstream.on('error', () =>
    response.headersSent ? response.destroy() : sendText(response, 502, 'The API server did not answer'),
  );
  request.pipe(upstream);
}

/**
 * @param {http.ServerResponse} response
 * @param {number} status
 * @param {string} text
 */
function sendText(response, status, text) {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://host.invalid');
  if (FORWARDED.some((prefix) => url.pathname.startsWith(prefix))) return forward(request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD') return sendText(response, 405, 'Method not allowed');
  if (url.pathname.startsWith(ASSETS)) return sendAsset(request, response, url.pathname.slice(ASSETS.length));
  const page = await pageFor(url).catch(() => null);
  response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  // The config and the blocks' answers are the visitor's own: never cached.
  response.setHeader('Cache-Control', 'no-store');
  if (!page) return sendText(response, 404, 'Not found');
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(renderPage(page.title, page.slots));
});

server.listen(port, host, () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`cms-blocks host example: http://${host}:${address.port} (API: ${apiOrigin})`);
});
