import { networkInterfaces } from 'node:os';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { errorMessage, respond } from './envelope.ts';
import { isApiPath } from './errors.ts';
import { firstSighting } from './first-sighting.ts';

/**
 * Where this server is reached. Nothing here comes from a request: links in mail point at
 * `linkOrigin`, and a request naming any host but `hosts` is refused before a route sees it,
 * so a forged Host header can neither poison a link nor reach the app.
 */
export interface SiteOrigins {
  /** The first configured public origin, else the address the server listens on. */
  linkOrigin: string;
  /** `host` or `host:port`, lower-case, as a request's URL names it. */
  hosts: ReadonlySet<string>;
  /** The configured public origins, which a state-changing request may come from (`originCheck`). */
  publicOrigins: ReadonlySet<string>;
  /** Every cookie is Secure: the site is public over https (a TLS proxy in front of plain http). */
  secureCookies: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set for every request by `servedHostsOnly`, first of the app's middleware. */
    site: SiteOrigins;
  }
}

/** `PUBLIC_ORIGIN`: one origin or several, comma-separated; each must be a bare http(s) origin. */
export function parsePublicOrigins(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((text) => {
    const trimmed = text.trim();
    let url: URL | undefined;
    try {
      url = new URL(trimmed);
    } catch {
      // Reported below with the rest.
    }
    const bare = url && (url.protocol === 'http:' || url.protocol === 'https:') && url.href === `${url.origin}/`;
    if (!url || !bare) {
      throw new Error(`PUBLIC_ORIGIN must list origins such as https://shop.example.com, comma-separated; got "${trimmed}"`);
    }
    return url.origin;
  });
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARDS = new Set(['0.0.0.0', '[::]']);

/** `host` as a URL names it: IPv6 addresses in brackets. */
const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

/** The host names a server listening on `host` answers on: loopback's aliases, or every interface's address. */
function listenHostnames(host: string): string[] {
  if (LOOPBACK_NAMES.includes(host)) return LOOPBACK_NAMES;
  if (!WILDCARDS.has(host)) return [host];
  const addresses = Object.values(networkInterfaces())
    .flat()
    .flatMap((info) => (info ? [bracketed(info.address)] : []));
  return [...LOOPBACK_NAMES, ...addresses];
}

/** The address to print and to reach a server listening on `host`: a wildcard is reached at localhost. */
export function listenUrl(host: string, port: number): string {
  const name = bracketed(host);
  return new URL(`http://${WILDCARDS.has(name) ? 'localhost' : name}:${port}`).origin;
}

/** The origins of a server listening on `host` and `port`, with `configured` public origins. */
export function siteOrigins(configured: readonly string[], host: string, port: number): SiteOrigins {
  const hosts = new Set([
    ...configured.map((origin) => new URL(origin).host),
    ...listenHostnames(bracketed(host)).map((name) => new URL(`http://${name}:${port}`).host),
  ]);
  const linkOrigin = configured[0] ?? listenUrl(host, port);
  return { linkOrigin, hosts, publicOrigins: new Set(configured), secureCookies: linkOrigin.startsWith('https:') };
}

/**
 * Refuses a request whose Host is not one this site serves, and puts the site on the context. The
 * answer names the host and the setting that serves it; the log has the first refusal of each host,
 * as a proxy that passes the visitor's Host to a server without PUBLIC_ORIGIN is refused every time.
 */
export function servedHostsOnly(site: SiteOrigins) {
  const firstOf = firstSighting();
  return createMiddleware<AppEnv>(async (c, next) => {
    const host = new URL(c.req.url).host;
    if (!site.hosts.has(host)) {
      const text = `This server does not serve the host "${host}". If visitors reach the site there, list its origin in PUBLIC_ORIGIN (such as https://${host}).`;
      if (firstOf(host)) c.var.log.warn({ host }, text);
      return isApiPath(c.req.path) ? respond(c, 400, null, [errorMessage('request', 'unknownHost', text)]) : c.text(text, 400);
    }
    c.set('site', site);
    await next();
  });
}

/**
 * The origin `c` reached the site at, for URLs the site hands out about itself (the OpenID
 * Connect issuer, redirects): the public origin of the request's host, with its scheme (a TLS
 * proxy talks plain http to the server), else the request's own origin, a served listen address.
 */
export function siteOrigin(c: Context): string {
  const url = new URL(c.req.url);
  return [...c.var.site.publicOrigins].find((origin) => new URL(origin).host === url.host) ?? url.origin;
}

/** Whether a cookie set in answer to `c` gets `Secure`: the request came over https, or the site is public over https. */
export function secureCookie(c: Context): boolean {
  return c.var.site.secureCookies || new URL(c.req.url).protocol === 'https:';
}
