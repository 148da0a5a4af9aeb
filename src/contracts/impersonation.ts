import * as v from 'valibot';
import { RequiredSchema } from '#validation/required.ts';
import { defineEndpoint } from './endpoint.ts';

/** commerce.md 9: the default switch-back method; 'auth' asks for the impersonator's password. */
export const DEFAULT_SWITCH_BACK_METHOD = 'auth';
/** The 422 code of a switch to oneself (nothing to switch). */
export const SWITCH_TO_SELF_CODE = 'self';
/** The most profiles a user search answers. */
export const USER_SEARCH_LIMIT = 20;
export const USERNAME_MAX_LENGTH = 100;
export const LAST_NAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 200;

/** The searched field's query parameter (commerce.md 7: a filter parameter built from the searched fields). */
export const LAST_NAME_FILTER = 'filter[where][lastName]';

export const ImpersonatedUserSchema = v.object({ id: v.string(), username: v.string() });

/** commerce.md 3, impersonation data; `isSu` is about the real person (the impersonator while impersonating). */
export const ImpersonationStatusSchema = v.object({
  isSu: v.boolean(),
  impersonatedUser: v.nullable(ImpersonatedUserSchema),
  switchBackMethod: v.optional(v.string(), DEFAULT_SWITCH_BACK_METHOD),
});

const password = v.optional(v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH)));

/** An RCN or a username; while impersonating with the 'auth' method, the impersonator's password too. */
export const SwitchUserRequestSchema = v.object({
  switchToUsername: v.pipe(v.optional(RequiredSchema, ''), v.trim(), v.maxLength(USERNAME_MAX_LENGTH)),
  password,
});

/** The impersonator's password, needed when the switch-back method is 'auth'. */
export const SwitchUserBackRequestSchema = v.object({ password });

export const UserProfileSchema = v.object({ name: v.string(), email: v.string(), rcn: v.string() });

export const UserSearchQuerySchema = v.object({
  [LAST_NAME_FILTER]: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LAST_NAME_MAX_LENGTH)), ''),
});

export type ImpersonationStatus = v.InferOutput<typeof ImpersonationStatusSchema>;
export type ImpersonatedUser = v.InferOutput<typeof ImpersonatedUserSchema>;
export type SwitchUserRequest = v.InferInput<typeof SwitchUserRequestSchema>;
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

export const impersonationStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/rpc/switch-user',
  data: ImpersonationStatusSchema,
});

/** Starts impersonating; the spec does not show the answer: it is the new status. */
export const switchUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/rpc/switch-user',
  data: ImpersonationStatusSchema,
  body: SwitchUserRequestSchema,
});

/** Ends impersonating; the spec does not show the answer: it is the new status. */
export const switchUserBackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/rpc/switch-user-back',
  data: ImpersonationStatusSchema,
  body: SwitchUserBackRequestSchema,
});

/** Super-users' profile search: `?filter[where][lastName]=` (empty: everyone), at most USER_SEARCH_LIMIT rows. */
export const userProfileSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/resource/user-profile',
  data: v.array(UserProfileSchema),
});
