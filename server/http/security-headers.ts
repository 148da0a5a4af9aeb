import { createMiddleware } from 'hono/factory';

/** Other sites see only our origin, never a page's path or query (product, order, search terms). */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Powerful features no block uses, off for the page and every frame in it. Payment too: the card
 * form is plain fields posted to our API, not the Payment Request API. Only features Chromium
 * knows: it warns in the console about an unknown one on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** An answer for one visitor only: never kept by any cache, the browser's included. */
export const PER_VISITOR_CACHE_CONTROL = 'private, no-store';

/**
 * Every /api answer defaults to `private, no-store`: nearly all of them hold the signed-in user's
 * session, cart or orders, or differ by it, and an error answer must not be replayed from a cache
 * either. Public reads (public-cache.ts) and a route serving public data set their own; it is kept.
 */
export const apiNoStore = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', PER_VISITOR_CACHE_CONTROL);
});
