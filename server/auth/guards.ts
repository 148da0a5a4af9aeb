import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { canUseDistributorTools } from '../../src/contracts/distributor-tools.ts';
import { isConferenceStaff } from '../conference/access.ts';
import type { AppEnv, SignedInEnv } from '../http/app-env.ts';
import { realPerson } from './impersonation.ts';
import { forbidden, signInRequired, type RefusedRole } from './refusals.ts';
import type { AuthUser } from './user-store.ts';

/*
 * Every API route names its guard: `allow('public')` for anyone, else the role it needs. A test
 * (tests/server/route-guards.test.ts) reads each route's guard from the app's router, so a route
 * without one fails it.
 */

const guardNames = new WeakMap<MiddlewareHandler, string>();

/** Marks `middleware` as a route's guard, under `name`. */
export function namedGuard<M extends MiddlewareHandler>(name: string, middleware: M): M {
  guardNames.set(middleware, name);
  return middleware;
}

/** The name a handler was marked with as a guard; undefined for any other handler. */
export const guardName = (handler: unknown): string | undefined => guardNames.get(handler as MiddlewareHandler);

/**
 * Who passes each role, as the session sees them: while a super-user impersonates someone, the
 * impersonated user decides (seen as a customer, an administrator is a customer), except for
 * `realSuperUser`, where the real person decides (switching users, and switching back).
 */
const ROLES = {
  signedIn: () => true,
  admin: (user) => user.isSu,
  conferenceStaff: isConferenceStaff,
  profileLookup: (user) => user.conferenceLookup,
  distributor: (user) => canUseDistributorTools(user.status),
  realSuperUser: (user) => realPerson(user).isSu,
} satisfies Record<string, (user: AuthUser) => boolean>;

export type Role = keyof typeof ROLES;

/** 401 signed out, 403 for a user `may` refuses; the handlers after it see `c.var.user` as non-null. */
export function roleGuard(role: RefusedRole | 'signedIn', may: (user: AuthUser) => boolean | Promise<boolean>) {
  return namedGuard(
    role,
    createMiddleware<SignedInEnv>(async (c, next) => {
      const user = c.get('user') as AuthUser | null;
      if (!user) throw signInRequired();
      if (role !== 'signedIn' && !(await may(user))) throw forbidden(role);
      await next();
    }),
  );
}

const publicGuard = namedGuard(
  'public',
  createMiddleware<AppEnv>((_c, next) => next()),
);

/** The guard of a route: `'public'` lets anyone through; a role answers 401 signed out and 403 to others. */
export function allow(role: 'public'): MiddlewareHandler<AppEnv>;
export function allow(role: Role): MiddlewareHandler<SignedInEnv>;
export function allow(role: Role | 'public'): MiddlewareHandler<AppEnv> | MiddlewareHandler<SignedInEnv> {
  return role === 'public' ? publicGuard : roleGuard(role, ROLES[role]);
}
