import type { CookieNoticeMessage } from '../../../../src/contracts/cookie-notice.ts';
import type { ConsentChoices, ConsentDecision } from '../../../../src/host/consent.ts';

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
