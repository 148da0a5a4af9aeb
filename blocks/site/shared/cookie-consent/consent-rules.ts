import type { CookieNoticeMessage } from '#contracts/cookie-notice.ts';
import type { ConsentChoices, ConsentDecision } from '#host/consent.ts';

export const ALL_ACCEPTED: ConsentChoices = { preferences: true, analytics: true, marketing: true };
export const ALL_REJECTED: ConsentChoices = { preferences: false, analytics: false, marketing: false };

/**
 * Whether the visitor is to be asked (the spec: shown if the server says it is enabled and the
 * visitor has not yet decided). A decision for another consent revision counts as none; while the
 * server's answer is unknown, or when the call failed, nobody is asked: the page is never blocked.
 */
export function asksForDecision(message: CookieNoticeMessage | undefined, decision: ConsentDecision | null): boolean {
  return message?.enabled === true && decision?.revision !== message.revision;
}

/** Whether a stored decision was made for an earlier consent revision than the server's current one. */
export function isOutdated(message: CookieNoticeMessage | undefined, decision: ConsentDecision | null): boolean {
  return message !== undefined && decision !== null && decision.revision !== message.revision;
}

/**
 * Whether the cookie bar asks the visitor on this page:
 * - `waiting`: the server's setting is not in yet;
 * - `asking`: the bar is shown;
 * - `away`: nothing to ask (decided, notice off, the server unreachable), or the page holds the
 *   cookie settings, which ask there themselves: two sets of the same buttons would only confuse.
 */
export type CookieBarState = 'waiting' | 'asking' | 'away';

export interface CookieBarInput {
  /** The page holds the cookie-settings block. */
  onSettingsPage: boolean;
  /** The server's setting as its query has it. */
  status: 'pending' | 'error' | 'success';
  message: CookieNoticeMessage | undefined;
  decision: ConsentDecision | null;
}

export function cookieBarState({ onSettingsPage, status, message, decision }: CookieBarInput): CookieBarState {
  if (onSettingsPage) return 'away';
  if (status === 'pending') return 'waiting';
  return asksForDecision(message, decision) ? 'asking' : 'away';
}
