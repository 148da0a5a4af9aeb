import { SEARCH_STAGING_HOSTNAME } from '#contracts/site-search.ts';

/** Loopback addresses, as `location.hostname` gives them (IPv6 in brackets). */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|::1?)$/;

/**
 * Hosts of local machines and development servers: localhost and its subdomains, loopback
 * addresses, `*.local` (mDNS), `dev.*` and `*.dev.*`. A `.dev` top-level domain is a real public
 * domain, so `shop.dev` is not one of them.
 */
export function isLocalOrDevHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || LOOPBACK.test(host)) return true;
  if (host.endsWith('.localhost') || host.endsWith('.local')) return true;
  const labels = host.split('.');
  // A dev label anywhere but last: dev.example.com, shop.dev.example.com.
  return labels.slice(0, -1).includes('dev');
}

/**
 * The hostname a search names: the page's own, except that local and development hosts search
 * the staging host's content (the spec: "local and dev hostnames are mapped to a staging host").
 */
export function searchHostname(hostname: string): string {
  return isLocalOrDevHostname(hostname) ? SEARCH_STAGING_HOSTNAME : hostname.toLowerCase().replace(/\.$/, '');
}
