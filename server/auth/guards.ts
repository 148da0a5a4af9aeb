import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { canUseDistributorTools } from '#contracts/distributor-tools.ts';
import type { AppEnv, SignedInEnv } from '../http/app-env.ts';
import { realPerson } from './impersonation.ts';
import { forbidden, signInRequired, type RefusedRole } from './refusals.ts';
import type { AuthUser } from './user-store.ts';

/*
 * Every route but the files served before the session (API, demo pages, the OpenID Connect
 * provider) names its guard: `allow('public')` for anyone, else the role it needs. A test
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

/** Administrators are the super-users. */
const isAdmin = (user: AuthUser) => user.isSu;

/**
 * Who passes each role, as the session sees them: while a super-user impersonates someone, the
 * impersonated user decides (seen as a customer, an administrator is a customer), except for
 * `realSuperUser`, where the real person decides (switching users, and switching back).
 */
const ROLES = {
  signedIn: () => true,
  admin: isAdmin,
  conferenceStaff: (user) => user.conferenceStaff || isAdmin(user),
  profileLookup: (user) => user.conferenceLookup,
  distributor: (user) => canUseDistributorTools(user.status),
  realSuperUser: (user) => realPerson(user).isSu,
} satisfies Record<string, (user: AuthUser) => boolean>;

export type Role = keyof typeof ROLES;

/** What a route names as its guard: anyone, or a role. */
export type Guard = Role | 'public';

/** Whether `user` passes `role`, for a handler or page that decides what to show rather than whether to answer. */
export const hasRole = (user: AuthUser | null, role: Role) => user !== null && ROLES[role](user);

/** How a guard turns away those it stops: the API throws its refusals (refusals.ts); a page answers with a page. */
export interface Refusals {
  signedOut: (c: Context<AppEnv>) => Response | Promise<Response>;
  forbidden: (c: Context<AppEnv>, role: RefusedRole) => Response | Promise<Response>;
}

const apiRefusals: Refusals = {
  signedOut: () => {
    throw signInRequired();
  },
  forbidden: (_c, role) => {
    throw forbidden(role);
  },
};

/**
 * 401 signed out, 403 for a user `may` refuses (or what `refuse` answers instead); the handlers after
 * it see `c.var.user` as non-null.
 */
export function roleGuard(
  role: RefusedRole | 'signedIn',
  may: (user: AuthUser) => boolean | Promise<boolean>,
  refuse: Refusals = apiRefusals,
) {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const user = c.var.user;
    if (!user) return refuse.signedOut(c);
    if (role !== 'signedIn' && !(await may(user))) return refuse.forbidden(c, role);
    await next();
  });
  // What runs after it runs only for a signed-in user.
  return namedGuard(role, guard as MiddlewareHandler<SignedInEnv>);
}

const publicGuard = namedGuard(
  'public',
  createMiddleware<AppEnv>((_c, next) => next()),
);

/**
 * The guard of a route: `'public'` lets anyone through; a role answers 401 signed out and 403 to
 * others, or what `refuse` answers (a page's).
 */
export function allow(guard: 'public'): MiddlewareHandler<AppEnv>;
export function allow(guard: Role): MiddlewareHandler<SignedInEnv>;
export function allow(guard: Guard, refuse: Refusals): MiddlewareHandler<AppEnv>;
export function allow(guard: Guard, refuse?: Refusals): MiddlewareHandler<AppEnv> | MiddlewareHandler<SignedInEnv> {
  return guard === 'public' ? publicGuard : roleGuard(guard, ROLES[guard], refuse);
}
