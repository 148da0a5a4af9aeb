import { HTTPException } from 'hono/http-exception';
import { CERTIFICATION_TRAINING_TEXTS } from '#contracts/certification-training.ts';
import { DISTRIBUTOR_ONLY_MESSAGE } from '#contracts/distributor-tools.ts';
import { SITE_ANALYTICS_TEXTS, SITE_REFUSAL_SOURCE } from '#contracts/site-analytics.ts';
import { SITE_SETTINGS_TEXTS } from '#contracts/site-settings.ts';
import { envelopeResponse, errorMessage } from '../http/envelope.ts';

/*
 * The API's one refusal rule, thrown like a validation error (server/http/validate.ts):
 * - 401 `session.unauthorized`: nobody is signed in and the call needs someone;
 * - 403 `session.forbidden`: who the caller is may not make the call at all (a role);
 * - 404 `<resource>.notFound`: the thing named is missing or not the caller's. Both answer alike
 *   (one message, the same headers), so trying ids (order numbers are sequential) tells nobody
 *   which exist.
 */

export const SIGNED_OUT_TEXT = 'You must be logged in to do this.';

/** Why a role refuses a signed-in caller, by role (server/auth/guards.ts). */
export const ROLE_TEXTS = {
  admin: 'Only administrators can do this.',
  conferenceStaff: 'Only conference staff can do this.',
  profileLookup: 'Only conference staff with lookup access can search profiles.',
  distributor: DISTRIBUTOR_ONLY_MESSAGE,
  realSuperUser: 'Only super-users can switch users.',
  /** Owns a site, or is an employee or a super-user: may choose what sites show. */
  siteChooser: SITE_SETTINGS_TEXTS.notAllowed,
  /** Asked for "my site" without having one: it is about the caller, not about any site. */
  siteOwner: 'You do not own a personal website.',
} as const;

export type RefusedRole = keyof typeof ROLE_TEXTS;

/** The 404 text of each resource the caller may act on only when it is theirs; its key is the message source. */
export const NOT_FOUND_TEXTS = {
  order: 'No such order.',
  profile: 'There is no such profile.',
  [SITE_REFUSAL_SOURCE]: SITE_ANALYTICS_TEXTS.unknownSite,
  trainingStatus: CERTIFICATION_TRAINING_TEXTS.noSuchStatus,
} as const;

export type GuardedResource = keyof typeof NOT_FOUND_TEXTS;

const refusal = (status: 401 | 403 | 404, source: string, code: string, text: string) =>
  new HTTPException(status, { res: envelopeResponse(status, null, [errorMessage(source, code, text)]) });

/** 401; `text` says why when a login is needed for a reason of its own (a store that takes no guest orders). */
export const signInRequired = (text: string = SIGNED_OUT_TEXT) => refusal(401, 'session', 'unauthorized', text);

export const forbidden = (role: RefusedRole) => refusal(403, 'session', 'forbidden', ROLE_TEXTS[role]);

export const notVisible = (resource: GuardedResource) => refusal(404, resource, 'notFound', NOT_FOUND_TEXTS[resource]);

/**
 * The one check of "the resource the caller may act on": `found` when there is one and `allowed`
 * accepts it, else the 404 of a missing one. Without `allowed`, anyone may act on what exists.
 */
export function resourceToActOn<T>(
  resource: GuardedResource,
  found: T | null | undefined,
  allowed: (found: T) => boolean = () => true,
): T {
  if (found === null || found === undefined || !allowed(found)) throw notVisible(resource);
  return found;
}
