import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { AuthUser } from '../auth/user-store.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { secureCookie } from '../http/site-origins.ts';
import type { StoreSettings } from './store-settings.ts';

export const CART_COOKIE = 'cmsb_cart';
const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Whose cart a request works on: the signed-in member's, else the guest cart cookie's. */
export type CartOwner = { kind: 'member'; userId: string } | { kind: 'guest'; cartHash: string };

export interface CartEnv {
  Variables: AppEnv['Variables'] & { owner: CartOwner };
}

/** A read's: null for a guest without a cart cookie, who has no cart yet. */
export interface CartReadEnv {
  Variables: AppEnv['Variables'] & { owner: CartOwner | null };
}

/** Scopes idempotency keys and 3-D Secure challenges to one owner. */
export const ownerKey = (owner: CartOwner) => (owner.kind === 'member' ? `user:${owner.userId}` : `guest:${owner.cartHash}`);

/** The signed-in member, else the guest of the request's cart cookie; null for a guest without one. */
function knownOwner(c: Context, user: AuthUser | null): CartOwner | null {
  if (user) return { kind: 'member', userId: user.id };
  const token = getCookie(c, CART_COOKIE);
  return token ? { kind: 'guest', cartHash: hashToken(token) } : null;
}

function newGuest(c: Context): CartOwner {
  const token = newToken();
  setCookie(c, CART_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
    secure: secureCookie(c),
  });
  return { kind: 'guest', cartHash: hashToken(token) };
}

/** The text of a guest's refused cart call while guest ordering is off; the blocks offer a login instead. */
export const GUESTS_MAY_NOT_ORDER = 'Please log in to order: this store takes no orders from guests.';

/** 401 like any call that needs a login (code `unauthorized`), saying why this one does. */
const guestsMayNotOrder = (c: Context) => respond(c, 401, null, [errorMessage('session', 'unauthorized', GUESTS_MAY_NOT_ORDER)]);

/**
 * Puts the cart owner of a write on the context as `c.var.owner`: a guest without a cart cookie
 * gets one. Without a signed-in user and with guest ordering off it answers 401.
 */
export function cartOwner(settings: StoreSettings) {
  return createMiddleware<CartEnv>(async (c, next) => {
    if (!c.var.user && !settings.guestOrderingEnabled) return guestsMayNotOrder(c);
    c.set('owner', knownOwner(c, c.var.user) ?? newGuest(c));
    await next();
  });
}

/**
 * `cartOwner` for a read, which never gives a guest a cart cookie: a read sent beside a guest's
 * first write would otherwise start a second cart, and its cookie could replace the write's.
 */
export function cartReader(settings: StoreSettings) {
  return createMiddleware<CartReadEnv>(async (c, next) => {
    if (!c.var.user && !settings.guestOrderingEnabled) return guestsMayNotOrder(c);
    c.set('owner', knownOwner(c, c.var.user));
    await next();
  });
}

/** Who is asking to read an order: a signed-in user and/or a guest cart cookie. */
export interface OrderViewer {
  userId: string | null;
  cartHash: string | null;
}

export function readViewer(c: Context<AppEnv>): OrderViewer {
  const token = getCookie(c, CART_COOKIE);
  return { userId: c.var.user?.id ?? null, cartHash: token ? hashToken(token) : null };
}
