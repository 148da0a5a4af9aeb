import type { LeaveTo } from '#host/host-context.tsx';
import { isOwnPath } from '#host/navigation.ts';

/**
 * Where a result's url may lead: a path of this site (with query and hash), or an absolute http(s)
 * address elsewhere. Anything else (`javascript:`, `data:`, credentials in the address) is null,
 * and the result is shown without a link.
 */
export function resultHref(url: string, base = document.baseURI): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) return null;
  return parsed.origin === new URL(base).origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
}

/** The address as a result shows it: host and path, without the scheme, readable (percent-decoded). */
export function displayUrl(href: string, base = document.baseURI): string {
  const url = new URL(href, base);
  const path = url.pathname === '/' ? '' : url.pathname;
  const shown = `${url.host}${path}${url.search}`;
  try {
    return decodeURI(shown);
  } catch {
    return shown;
  }
}

/** Opens a result (a suggestion chosen with the keyboard): paths of this site through the block's `leaveTo`. */
export function openResult(href: string, leaveTo: LeaveTo): void {
  if (isOwnPath(href)) leaveTo(href);
  else window.location.assign(href);
}
