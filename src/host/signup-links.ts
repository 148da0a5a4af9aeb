import type { SignupType } from '#contracts/distributor-tools.ts';

/**
 * `?rank=`, the starting profit level, when one is given: the spec allows it on every signup form
 * (the tools offer a level only for distributors).
 */
function rankQuery(rank: number | undefined): string {
  return rank !== undefined ? `?rank=${rank}` : '';
}

/** `/join-{product}`: a product's join page, by the product's detail-page slug. */
export function joinPath(product: string): string {
  return `/join-${encodeURIComponent(product)}`;
}

/** `/signup-form/{type}`, with `?rank=` when given. */
export function signupFormLinkPath(type: SignupType, rank?: number): string {
  return `/signup-form/${type}${rankQuery(rank)}`;
}

/** `/sponsor-signup/{userId}/{type}`: a signup with `userId` as the sponsor, with `?rank=` when given. */
export function sponsorSignupPath(userId: string, type: SignupType, rank?: number): string {
  return `/sponsor-signup/${encodeURIComponent(userId)}/${type}${rankQuery(rank)}`;
}

/**
 * `/secure/checkout/v1#/checkout/{type}`: checkout for a new signup. The spec gives the checkout
 * route no rank; a distributor's starting level rides in the hash's query, as `?checking-out=` does.
 */
export function signupCheckoutPath(type: SignupType, rank?: number): string {
  return `/secure/checkout/v1#/checkout/${type}${rankQuery(rank)}`;
}

/** An absolute link: `path` on `origin`, as the URL parser writes it (ASCII, so a QR code holds it as is). */
export function absoluteLink(origin: string, path: string): string {
  return new URL(path, origin).href;
}
