import { DEFAULT_SWITCH_BACK_METHOD, impersonationStatusEndpoint, type ImpersonationStatus } from '#contracts/impersonation.ts';
import { impersonatorOf, type Impersonator } from './session-store.ts';
import type { AuthUser } from './user-store.ts';

/** How this server lets an impersonator back: 'auth' asks for their password (commerce.md 9). */
export const SWITCH_BACK_METHOD = DEFAULT_SWITCH_BACK_METHOD;

/** The real person behind a session: the impersonator while impersonating, else the user. */
export function realPerson(user: AuthUser): Impersonator {
  return impersonatorOf(user) ?? { id: user.id, username: user.username, isSu: user.isSu };
}

export function impersonationStatus(user: AuthUser): ImpersonationStatus {
  return {
    isSu: realPerson(user).isSu,
    impersonatedUser: impersonatorOf(user) ? { id: user.id, username: user.username } : null,
    switchBackMethod: SWITCH_BACK_METHOD,
  };
}

/**
 * The status as a page-config preload, for a host page of an impersonated session: the banner
 * then shows at once, without a call. Nothing for other sessions.
 */
export function impersonationPreload(user: AuthUser | null): Record<string, unknown> {
  if (!user || !impersonatorOf(user)) return {};
  return { [impersonationStatusEndpoint.path]: { data: impersonationStatus(user), messages: [] } };
}
