import type { AuthUser } from '../auth/user-store.ts';
import type { Logger } from '../logger.ts';

/**
 * Hono context variables every route can read. While a super-user impersonates someone, `user` is
 * the impersonated user; `impersonatorOf(user)` (server/auth/session-store.ts) names the real person.
 * `log` is the server's logger with the request's id, `requestId` that id (server/http/request-log.ts).
 */
export interface AppEnv {
  Variables: { user: AuthUser | null; log: Logger; requestId: string };
}

/** The context after a role guard (`allow` of server/auth/guards.ts): the user is known to be signed in. */
export interface SignedInEnv {
  Variables: { user: AuthUser; log: Logger; requestId: string };
}
