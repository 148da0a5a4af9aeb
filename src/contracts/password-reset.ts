import * as v from 'valibot';
import { CREDENTIAL_CHARACTERS_MESSAGE, PasswordSchema } from '#validation/password.ts';
import { RequiredSchema } from '#validation/required.ts';
import { defineEndpoint } from './endpoint.ts';
import { TOKEN_PATTERN } from './path-tokens.ts';

/** Reset links expire this long after they were sent (the spec: one hour). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** Where an emailed reset link leads: `/set-new-password/{userId}/{token}/{expirationTimestamp}` (milliseconds). */
export const SET_NEW_PASSWORD_PATH = '/set-new-password';

export function setNewPasswordPath(link: { userId: string; token: string; expirationTimestamp: number }): string {
  const { userId, token, expirationTimestamp } = link;
  return `${SET_NEW_PASSWORD_PATH}/${encodeURIComponent(userId)}/${encodeURIComponent(token)}/${expirationTimestamp}`;
}

/** A username or an email address: no account name or address is longer. */
export const IDENTITY_MAX_LENGTH = 254;

/** POST /api/v2/password-reset/reset-email: the request form's body. */
export const ResetEmailRequestSchema = v.object({
  // note: a missing field becomes '' so it reports 'Required' at that field, like an empty one.
  identityString: v.pipe(v.optional(RequiredSchema, ''), v.trim(), v.maxLength(IDENTITY_MAX_LENGTH)),
  captcha: v.optional(v.string()),
});

export const ResetEmailErrorSchema = v.picklist(['captcha', 'cannotReset']);

/**
 * The answer to a reset request. 200 `{success: true}` whether or not an account matched, so it
 * tells nobody which accounts exist; 422 names the failure in `error`.
 */
export const ResetEmailResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(ResetEmailErrorSchema),
});

/** POST /api/v2/password-reset/new-password: the set-new-password form's body, as the emailed link and the form give it. */
export const NewPasswordRequestSchema = v.object({
  userId: v.pipe(v.string(), v.regex(TOKEN_PATTERN)),
  token: v.pipe(v.string(), v.regex(TOKEN_PATTERN)),
  // The same rule as the form: letters, digits and underscore only, and not empty.
  password: v.message(PasswordSchema, CREDENTIAL_CHARACTERS_MESSAGE),
});

export const NewPasswordErrorSchema = v.picklist(['invalidToken']);

/** 200 `{success: true}` once the password is set; 422 `{success: false, error: 'invalidToken'}` for any problem with the link. */
export const NewPasswordResponseSchema = v.object({
  success: v.boolean(),
  error: v.optional(NewPasswordErrorSchema),
});

export type ResetEmailRequest = v.InferOutput<typeof ResetEmailRequestSchema>;
export type ResetEmailResponse = v.InferOutput<typeof ResetEmailResponseSchema>;
export type ResetEmailError = v.InferOutput<typeof ResetEmailErrorSchema>;
export type NewPasswordRequest = v.InferOutput<typeof NewPasswordRequestSchema>;
export type NewPasswordResponse = v.InferOutput<typeof NewPasswordResponseSchema>;

export const resetEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v2/password-reset/reset-email',
  data: ResetEmailResponseSchema,
  body: ResetEmailRequestSchema,
});

export const newPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v2/password-reset/new-password',
  data: NewPasswordResponseSchema,
  body: NewPasswordRequestSchema,
});
