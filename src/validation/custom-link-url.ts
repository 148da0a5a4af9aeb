export interface LinkHostOptions {
  /** Company hosts; a hosted personal site is any subdomain of one of them. */
  allowedHosts: readonly string[];
}

/** A fully qualified name's final dot names the same host. */
const bareHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

/**
 * The link creator accepts only absolute http(s) links to a company or hosted personal site.
 * The host is the one the browser would visit, as the URL parser reads it: `evil.com?x=company.com`
 * is evil.com. Links with a user name or password are refused, since `company.com@evil.com` reads
 * as the company's at a glance.
 */
export function isAllowedLinkUrl(url: string, { allowedHosts }: LinkHostOptions): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  const host = bareHost(parsed.hostname);
  return allowedHosts.some((allowed) => {
    const base = bareHost(allowed);
    return base !== '' && (host === base || host.endsWith(`.${base}`));
  });
}
