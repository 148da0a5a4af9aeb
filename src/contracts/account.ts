import * as v from 'valibot';
import { RequiredSchema } from '../validation/required.ts';
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

/** The answer to a login: 200 with success, or 422 whose `error` names the failure. */
export const SessionResponseSchema = v.object({
  success: v.boolean(),
  oidcBaseUrl: v.optional(v.nullable(v.string()), null),
  error: v.optional(LoginErrorSchema),
});

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
