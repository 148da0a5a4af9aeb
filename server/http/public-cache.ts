import { createHash } from 'node:crypto';
import { getCookie } from 'hono/cookie';
import { etag } from 'hono/etag';
import { createMiddleware } from 'hono/factory';
import { SESSION_COOKIE } from '../auth/session-store.ts';
import { PER_VISITOR_CACHE_CONTROL } from './security-headers.ts';

/**
 * How long a guest's catalogue read may be kept, by the browser and by a shared cache (a CDN, a
 * proxy): a minute, then a stale copy while the cache asks again, so a price or stock change
 * shows within about a minute and a busy page still costs the server one read a minute.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * The GETs that answer every guest alike: the catalogue, product pages' data, site search, and the
 * public settings every page reads. Some answer a signed-in visitor more (site settings' and the
 * home video's `canEdit`), which is why a session makes them private.
 */
export const PUBLIC_READ_PATHS = [
  // note: also matches /api/products itself.
  '/api/products/*',
  '/api/suggested-products/*',
  '/api/v2/search-rat/search',
  '/api/cookie-notice-message',
  '/api/pws/site-settings-section/:siteId',
  '/api/pws/sites/:siteId/home-page-video',
  '/api/v2/pws/coupons/public-config',
  '/api/resource/country-rules/:countryIso3',
] as const;

/**
 * Weak, from the answer's bytes: compression.ts would weaken a strong one on a compressed 200 but
 * cannot on a 304 (it does not know the 200 would have been compressed), so the 304 would name
 * another tag than the copy it revalidates.
 */
const entityTag = etag({
  weak: true,
  // note: hono's SHA-1, computed in this thread: Web Crypto's goes through the thread pool, which
  // was 2.4% of a server's CPU under load (bench:server's profile)
  generateDigest: (body) => {
    const digest = createHash('sha1').update(body).digest();
    return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength);
  },
});

/**
 * Caching of a public read (PUBLIC_READ_PATHS). A guest's 200 is `public` with an ETag of its
 * bytes, and a matching If-None-Match gets a 304 without a body. A request with a session cookie
 * (even an expired one) gets `private, no-store`: what a member sees may differ, and a session
 * must never be the key to an answer another visitor is served. Both say `Vary: Cookie`, so a
 * shared cache keeps the guests' copy apart from a member's. Other statuses keep the /api
 * default (security-headers.ts).
 */
export const publicRead = createMiddleware(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const hasSession = getCookie(c, SESSION_COOKIE) !== undefined;
  // note: set before the ETag middleware makes a 304, which keeps Cache-Control and Vary only.
  const markCaching = async () => {
    await next();
    // Accept-Encoding too: compression.ts adds it to a 200, but cannot tell a 304 (no Content-Type) needs it.
    c.header('Vary', 'Cookie, Accept-Encoding', { append: true });
    if (hasSession) c.header('Cache-Control', PER_VISITOR_CACHE_CONTROL);
    else if (c.res.status === 200) c.header('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  };
  await (hasSession ? markCaching() : entityTag(c, markCaching));
});
