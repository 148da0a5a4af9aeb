import { modulePreloadLinks, preloadLinks, type PreloadManifest } from '#host/preload-links.ts';
import { isBlockName } from '../../registry/index.ts';
import { impersonationStatusEndpoint } from '#contracts/impersonation.ts';
import { editModeBar, editModeSwitch, type EditModeState } from './edit-mode.ts';
import { escapeHtml, slot } from './html.ts';
import { encodePageConfig, type HostPageConfig } from '#host/page-config-json.ts';

export const ASSETS_URL = '/assets/cms-blocks/';
export const LOADER_SRC = `${ASSETS_URL}cms-blocks.js`;
/** The library's host stylesheet: reserves each slot's space before any script runs. */
export const HOST_STYLESHEET = '/assets/cms-blocks/cms-blocks.css';

export const CONTENT_SECURITY_POLICY = [
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
 * The pages that load the editor: the strict policy, plus style attributes, which TinyMCE's core
 * writes and the strict policy blocks: a caret marker inserted for a moment to measure where to
 * scroll (`style="display: inline-block;"`), and its visual caret beside a block, positioned with
 * styles that its serializer writes out and parses again on every change (values that change
 * with the caret's place, so no hash can name them). `<style>` elements, stylesheets from
 * elsewhere and every script stay refused.
 */
export const EDITOR_CONTENT_SECURITY_POLICY = `${CONTENT_SECURITY_POLICY}; style-src-attr 'unsafe-inline'`;

/** The nav's "Log out" posts here: signing out is a POST from the site's own pages, never a link. */
export const LOGOUT_PATH = '/logout';

const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
  { href: '/quick-shop', label: 'Quick shop' },
  { href: '/blocks', label: 'Block gallery' },
  { href: '/cart', label: 'Cart' },
  { href: '/my-profile', label: 'My profile' },
  { href: '/editor', label: 'Editor' },
  { href: '/demo/broken', label: 'Broken slots' },
  { href: '/bench', label: 'Bench' },
];

export interface PageOptions {
  title: string;
  config: HostPageConfig;
  /** The page's main content: HTML with slots. */
  body: string;
  request: Request;
  /** The module script the page loads; the library's loader unless a page says otherwise. */
  script?: string;
  /** The build's preload manifest: the head then starts fetching the page's blocks at once. */
  preload?: PreloadManifest | null;
  /** The edit-mode switch and bar, for pages whose edit mode the user turns on and off; else none. */
  editMode?: EditModeState | null;
  /**
   * A server-rendered page's head from cms-blocks/server (the host stylesheet, the main picture's
   * preload, the state script): the page's module preloads then go after the slots.
   */
  serverHead?: string;
}

/** The known block names of the slots in `html`, as a CMS knows the blocks of the page it writes. */
const blocksIn = (html: string) =>
  Array.from(html.matchAll(/data-block="([^"]+)"/g), (match) => match[1] ?? '').filter(isBlockName);

function nav(path: string, config: HostPageConfig, editSwitch: string): string {
  const links = navLinks
    .map(({ href, label }) => {
      const current = href === path ? ' aria-current="page"' : '';
      return `<li><a href="${href}"${current}>${escapeHtml(label)}</a></li>`;
    })
    .join('');
  const who = config.user
    ? `Signed in as ${escapeHtml(config.user.username)} · <form class="demo-nav-logout" method="post" action="${LOGOUT_PATH}"><button type="submit">Log out</button></form>`
    : 'Not signed in · <a href="/login">Log in</a>';
  // note: a popover, not a script: the browser opens it from the button, closes it on Esc or a
  // click elsewhere (focus back on the button) and tells assistive technology whether it is expanded.
  // "Edit this page" stays outside it: an owner's one action shows at every width.
  return `<nav class="demo-nav" aria-label="Demo pages"><button type="button" class="demo-nav-toggle" popovertarget="demo-nav-menu">Menu</button><div class="demo-nav-menu" id="demo-nav-menu" popover><ul>${links}</ul><div class="demo-nav-user">${who}</div></div>${editSwitch}</nav>`;
}

/**
 * The impersonation banner's slot, first in the body, for sessions the host knows are impersonating
 * (their config preloads the status): the host knows its session, as a CMS would, so other pages
 * carry no banner and load none of its code.
 */
function impersonationBanner(config: HostPageConfig): string {
  const preloaded = config.preload?.[impersonationStatusEndpoint.path];
  return preloaded ? `${slot('impersonation-banner', { hydrate: 'load' })}\n` : '';
}

/** A whole demo page, written the way a CMS writes one: host stylesheet, config script, slots, loader. */
export function renderPage({
  title,
  config,
  body,
  request,
  script = LOADER_SRC,
  preload,
  editMode = null,
  serverHead = '',
}: PageOptions): string {
  const url = new URL(request.url);
  const path = url.pathname;
  // The switch sends the browser back to this very page, its query included.
  const here = path + url.search;
  const banner = impersonationBanner(config);
  const blocks = blocksIn(banner + body);
  const preloading = preload && script === LOADER_SRC ? preload : null;
  // A server-rendered page's head (cms-blocks/server) holds the host stylesheet; its module preloads
  // go after the slots, so the blocks' stylesheets and pictures are asked for first.
  const libraryHead = serverHead
    ? serverHead
    : preloading
      ? preloadLinks(preloading, blocks, ASSETS_URL)
      : `<link rel="stylesheet" href="${HOST_STYLESHEET}">`;
  const libraryTail = serverHead && preloading ? `${modulePreloadLinks(preloading, blocks, ASSETS_URL)}\n` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · cms-blocks demo</title>
<link rel="stylesheet" href="/demo.css">
${libraryHead}
<script type="application/json" data-cms-blocks-config>${encodePageConfig(config)}</script>
</head>
<body>
${banner}${editModeBar(editMode, here)}<header class="demo-header">${nav(path, config, editModeSwitch(editMode, here))}</header>
<main class="demo-main">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
${libraryTail}<script type="module" src="${escapeHtml(script)}"></script>
</body>
</html>
`;
}
