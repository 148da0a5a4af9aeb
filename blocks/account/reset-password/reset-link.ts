import { SET_NEW_PASSWORD_PATH } from '#contracts/password-reset.ts';
import { TOKEN_PATTERN } from '#contracts/path-tokens.ts';

/** What an emailed reset link carries. */
export interface ResetLink {
  userId: string;
  token: string;
  /** When the link expires, in milliseconds since the epoch. */
  expirationTimestamp: number;
}

export interface ResetLinkProps {
  userId?: string | undefined;
  token?: string | undefined;
  expirationTimestamp?: number | undefined;
}

/** Which form the block shows. */
export type ResetView =
  | { view: 'request' }
  | { view: 'new-password'; link: ResetLink }
  /** A set-new-password address with a part missing or malformed: no request is made for it. */
  | { view: 'broken-link' };

const TIMESTAMP = /^\d{1,16}$/;
const LINK_PATH = new RegExp(`${SET_NEW_PASSWORD_PATH}/([^/]*)/([^/]*)/([^/]*)/?$`);

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function checkedLink(userId: string | null, token: string | null, timestamp: string | null): ResetView {
  if (userId === null || token === null || timestamp === null) return { view: 'broken-link' };
  if (!TOKEN_PATTERN.test(userId) || !TOKEN_PATTERN.test(token) || !TIMESTAMP.test(timestamp)) return { view: 'broken-link' };
  return { view: 'new-password', link: { userId, token, expirationTimestamp: Number(timestamp) } };
}

/**
 * The block's props name the link when the CMS gives one; otherwise the page's path does
 * (`…/set-new-password/{userId}/{token}/{expirationTimestamp}`). Neither: the request form.
 */
export function resolveResetView(props: ResetLinkProps, pathname: string): ResetView {
  const { userId, token, expirationTimestamp } = props;
  if (userId !== undefined || token !== undefined || expirationTimestamp !== undefined) {
    return checkedLink(userId ?? null, token ?? null, expirationTimestamp === undefined ? null : String(expirationTimestamp));
  }
  const match = LINK_PATH.exec(pathname);
  if (match) return checkedLink(decode(match[1] ?? ''), decode(match[2] ?? ''), decode(match[3] ?? ''));
  if (pathname.includes(`${SET_NEW_PASSWORD_PATH}/`) || pathname.endsWith(SET_NEW_PASSWORD_PATH)) return { view: 'broken-link' };
  return { view: 'request' };
}

/** The spec: the link is invalid once its expiry timestamp has passed. */
export function isLinkExpired(link: ResetLink, now: number = Date.now()): boolean {
  return link.expirationTimestamp <= now;
}
