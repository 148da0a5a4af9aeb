import { sitePath } from './redirect.ts';
import { withQuery, type Routes } from './routes.ts';

/** A path on this site: starts with one slash, never `//host`, a backslash trick or an encoded one (see sitePath). */
export function isOwnPath(path: string): boolean {
  return sitePath(path) !== null;
}

/**
 * Leaves the page for another of our own paths; anything else is refused, so redirects never leave
 * the site. `replace` keeps the page left out of the history (the back button skips it).
 */
export function leaveTo(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (!isOwnPath(path)) throw new Error(`Refusing to leave for "${path}": not a path on this site`);
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}

/**
 * The host's login page, returning to `path` (this site's path, query and hash) once logged in;
 * `errorCode` opens it with that error shown (accounts spec 8: e.g. 'unauthorized').
 */
export function loginPath(routes: Pick<Routes, 'login'>, path: string, { errorCode }: { errorCode?: string } = {}): string {
  const code = errorCode ? `errorCode=${encodeURIComponent(errorCode)}&` : '';
  return withQuery(routes.login, `${code}redirect=${encodeURIComponent(path).replace(/%2F/g, '/')}`);
}

/** Where a page is: what currentPath and loginHref read of `window.location`. */
export type PageLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The page's location, read at each call: null where there is no page, as in a render in Node. */
function pageLocation(): PageLocation | null {
  return typeof window === 'undefined' ? null : window.location;
}

/** This page's address on the site: its path, query and hash (where a login comes back to); `/` where there is no page. */
export function currentPath(location: PageLocation | null = pageLocation()): string {
  return location ? location.pathname + location.search + location.hash : '/';
}

/**
 * The host's login page, coming back to this page (its query and hash included). Where there is no
 * page (a render in Node) it is the login page alone, which goes on to the home page: blocks that
 * render on the server show that until mounted (useLoginHref).
 */
export function loginHref(routes: Pick<Routes, 'login'>, location: PageLocation | null = pageLocation()): string {
  return location ? loginPath(routes, currentPath(location)) : routes.login;
}
