import * as v from 'valibot';
import { RequiredSchema } from '#validation/required.ts';
import { defineEndpoint } from './endpoint.ts';

// note: a missing field becomes '' so it reports 'Required' at that field, like an empty one.
const requiredText = v.optional(RequiredSchema, '');

/** POST /api/session: the login form's body; the reference server validates it with this schema. */
export const SessionRequestSchema = v.object({
  username: v.pipe(requiredText, v.trim()),
  password: requiredText,
  captcha: v.optional(v.string()),
});

export const LoginErrorSchema = v.picklist(['incorrect', 'disabled', 'captcha']);

/**
 * The texts of the login failures, one wording for the server's 422 messages and the login
 * block's defaults (the spec does not show the disabled account's exact words).
 */
export const LOGIN_ERROR_TEXTS = {
  incorrect: 'The username or password was incorrect.',
  disabled: 'Your account has been disabled. Please call the distributor services center for help with your account.',
  captcha: 'CAPTCHA validation failed.',
} as const satisfies Record<v.InferOutput<typeof LoginErrorSchema>, string>;

/** The answer to a login: 200 with success, or 422 whose `error` names the failure. */
export const SessionResponseSchema = v.object({
  success: v.boolean(),
  oidcBaseUrl: v.optional(v.nullable(v.string()), null),
  error: v.optional(LoginErrorSchema),
});

/** POST {oidcBaseUrl}/oidc-interaction/{id}/login: the credentials again, checked by the provider's side. */
export const OidcInteractionLoginRequestSchema = v.object({
  username: v.pipe(requiredText, v.trim()),
  password: requiredText,
});

/** Where the browser goes next to finish the OpenID Connect authorization (a URL of this site). */
export const OidcInteractionLoginResponseSchema = v.object({
  returnToUrl: v.pipe(v.string(), v.minLength(1)),
});

/** The path under `oidcBaseUrl` (a path of this site, e.g. `/oidc`) that finishes an interaction's login. */
export const OIDC_INTERACTION_LOGIN_PATH = '/oidc-interaction/{id}/login';

/** The interaction login call of the provider at `oidcBaseUrl`. */
export function oidcInteractionLoginEndpoint(oidcBaseUrl: string) {
  return defineEndpoint({
    method: 'POST',
    path: `${oidcBaseUrl.replace(/\/+$/, '')}${OIDC_INTERACTION_LOGIN_PATH}`,
    data: OidcInteractionLoginResponseSchema,
    body: OidcInteractionLoginRequestSchema,
  });
}

/** The signed-in user's summary, the same shape as the page config's `user`. */
export const SessionUserSchema = v.object({
  id: v.string(),
  username: v.string(),
  status: v.string(),
  isSu: v.boolean(),
});

export type SessionRequest = v.InferOutput<typeof SessionRequestSchema>;
export type SessionResponse = v.InferOutput<typeof SessionResponseSchema>;
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;
export type LoginError = v.InferOutput<typeof LoginErrorSchema>;
export type OidcInteractionLoginRequest = v.InferOutput<typeof OidcInteractionLoginRequestSchema>;
export type OidcInteractionLoginResponse = v.InferOutput<typeof OidcInteractionLoginResponseSchema>;

export const createSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/session',
  data: SessionResponseSchema,
  body: SessionRequestSchema,
});

export const currentSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/session',
  data: v.nullable(SessionUserSchema),
});

export const deleteSessionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/session',
  data: v.null(),
});
