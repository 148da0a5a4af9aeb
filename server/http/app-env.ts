import type { AuthUser } from '../auth/users.ts';

/** Hono context variables every route can read. */
export interface AppEnv {
  Variables: { user: AuthUser | null };
}

/** The context after `requireUser`: the user is known to be signed in. */
export interface SignedInEnv {
  Variables: { user: AuthUser };
}
