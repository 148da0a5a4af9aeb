export interface LinkHostOptions {
  /** Company hosts; a hosted personal site is any subdomain of one of them. */
  allowedHosts: readonly string[];
}

/** The link creator accepts only absolute http(s) links to a company or hosted personal site. */
export function isAllowedLinkUrl(url: string, { allowedHosts }: LinkHostOptions): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase();
  return allowedHosts.some((allowed) => {
    const base = allowed.toLowerCase();
    return host === base || host.endsWith(`.${base}`);
  });
}
