import { networkInterfaces } from 'node:os';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { errorMessage, respond } from './envelope.ts';
import { isApiPath } from './errors.ts';

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

/** The host names a server listening on `hostname` answers on: loopback's aliases, or every interface's address. */
function listenHostnames(hostname: string): string[] {
  if (LOOPBACK_NAMES.includes(hostname)) return LOOPBACK_NAMES;
  if (!WILDCARDS.has(hostname)) return [hostname];
  const addresses = Object.values(networkInterfaces())
    .flat()
    .flatMap((info) => (info ? [info.family === 'IPv6' ? `[${info.address}]` : info.address] : []));
  return [...LOOPBACK_NAMES, ...addresses];
}

/** The origins of a server listening at `listenUrl` (its own address) with `configured` public origins. */
export function siteOrigins(configured: readonly string[], listenUrl: string): SiteOrigins {
  const listen = new URL(listenUrl);
  const port = listen.port ? `:${listen.port}` : '';
  const hosts = new Set([
    ...configured.map((origin) => new URL(origin).host),
    ...listenHostnames(listen.hostname).map((name) => `${name}${port}`),
  ]);
  const linkOrigin = configured[0] ?? listen.origin;
  return { linkOrigin, hosts, publicOrigins: new Set(configured), secureCookies: linkOrigin.startsWith('https:') };
}

/** Refuses a request whose Host is not one this site serves, and puts the site on the context. */
export function servedHostsOnly(site: SiteOrigins) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const host = new URL(c.req.url).host;
    if (!site.hosts.has(host)) {
      const text = `This server does not serve the host "${host}".`;
      return isApiPath(c.req.path) ? respond(c, 400, null, [errorMessage('request', 'unknownHost', text)]) : c.text(text, 400);
    }
    c.set('site', site);
    await next();
  });
}

/** Whether a cookie set in answer to `c` gets `Secure`: the request came over https, or the site is public over https. */
export function secureCookie(c: Context): boolean {
  return c.var.site.secureCookies || new URL(c.req.url).protocol === 'https:';
}
