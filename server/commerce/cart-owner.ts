import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { loginRequired } from '../auth/session-middleware.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { AuthUser } from '../auth/users.ts';
import type { StoreSettings } from './store-settings.ts';

export const CART_COOKIE = 'cmsb_cart';
const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Whose cart a request works on: the signed-in member's, else the guest cart cookie's. */
export type CartOwner = { kind: 'member'; userId: string } | { kind: 'guest'; cartHash: string };

export interface CartEnv {
  Variables: { user: AuthUser | null; owner: CartOwner };
}

/** Scopes idempotency keys and 3-D Secure challenges to one owner. */
export const ownerKey = (owner: CartOwner) => (owner.kind === 'member' ? `user:${owner.userId}` : `guest:${owner.cartHash}`);

/**
 * Puts the cart owner on the context as `c.var.owner`. A guest gets a cart cookie on first use;
 * without a signed-in user and with guest ordering off it answers 401.
 */
export function cartOwner(settings: StoreSettings) {
  return createMiddleware<CartEnv>(async (c, next) => {
    const user = c.get('user');
    if (user) {
      c.set('owner', { kind: 'member', userId: user.id });
    } else {
      if (!settings.guestOrderingEnabled) return loginRequired(c);
      let token = getCookie(c, CART_COOKIE);
      if (!token) {
        token = newToken();
        setCookie(c, CART_COOKIE, token, {
          httpOnly: true,
          sameSite: 'Lax',
          path: '/',
          maxAge: CART_COOKIE_MAX_AGE_SECONDS,
          secure: new URL(c.req.url).protocol === 'https:',
        });
      }
      c.set('owner', { kind: 'guest', cartHash: hashToken(token) });
    }
    await next();
  });
}

/** Who is asking to read an order: a signed-in user and/or a guest cart cookie. */
export interface OrderViewer {
  userId: string | null;
  cartHash: string | null;
}

export function readViewer(c: Context<{ Variables: { user: AuthUser | null } }>): OrderViewer {
  const token = getCookie(c, CART_COOKIE);
  return { userId: c.var.user?.id ?? null, cartHash: token ? hashToken(token) : null };
}

/** A member's order belongs to that user; a guest's order to the cart cookie that made it. */
export function ownsOrder(viewer: OrderViewer, order: { userId: string | null; guestCartHash: string | null }): boolean {
  if (order.userId !== null) return order.userId === viewer.userId;
  return order.guestCartHash !== null && order.guestCartHash === viewer.cartHash;
}
