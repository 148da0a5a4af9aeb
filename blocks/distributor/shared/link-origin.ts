import { isLocalOrDevHostname } from '../../site/shared/site-search/hostname.ts';

/**
 * Where shared links point: the distributor's personal site. On a local or development page the
 * personal site's public host is not reachable, so links point at the page's own origin.
 */
export function linkOrigin(siteHostname: string | null, page: Pick<Location, 'origin' | 'hostname'>): string {
  if (!siteHostname || isLocalOrDevHostname(page.hostname)) return page.origin;
  return `https://${siteHostname}`;
}
