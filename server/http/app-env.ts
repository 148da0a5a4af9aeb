import type { AuthUser } from '../auth/user-store.ts';

/**
 * Hono context variables every route can read. While a super-user impersonates someone, `user` is
 * the impersonated user; `impersonatorOf(user)` (server/auth/session-store.ts) names the real person.
 */
export interface AppEnv {
  Variables: { user: AuthUser | null };
}

/** The context after a role guard (`allow` of server/auth/guards.ts): the user is known to be signed in. */
export interface SignedInEnv {
  Variables: { user: AuthUser };
}
