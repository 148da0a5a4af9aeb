import { classifyFailure } from '../../../src/api/errors/api-error.ts';
import type { FieldErrors } from '../../../src/validation/required.ts';
import { isValidPassword, passwordsDiffer } from '../../../src/validation/password.ts';
import { requireFields } from '../../../src/validation/required.ts';
import type { ResetPasswordLabels } from './labels.ts';

/** The reset request's states (accounts spec 4), exposed as `data-state`. */
export type RequestState = 'idle' | 'loading' | 'done' | 'invalid' | 'cannot-reset' | 'communication-error' | 'captcha-failed';

/** The new password's states (accounts spec 4), exposed as `data-state`. */
export type NewPasswordState = 'idle' | 'loading' | 'done' | 'invalid' | 'cannot-set' | 'communication-error' | 'invalid-token';

export type RequestField = 'identityString' | 'captcha';
export type NewPasswordField = 'password' | 'passwordTwo';

export interface ResetFailure<State, Field extends string> {
  state: State;
  /** Server messages about single fields, shown at those fields (the invalid state). */
  fields: FieldErrors<Field>;
}

/** The 422's `data.error`, when the server named the failure. */
function errorCode(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const code = (data as { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}

/**
 * What a failed reset request shows: 422 captcha → captcha failed; 422 with field messages → the
 * invalid form; any other 422 → cannot reset; anything else (no answer, 5xx, a bad answer) →
 * communication error.
 */
export function requestFailure(error: unknown): ResetFailure<RequestState, RequestField> {
  const failure = classifyFailure<RequestField>(error, ['identityString', 'captcha']);
  if (failure.kind !== 'invalid') return { state: 'communication-error', fields: {} };
  if (errorCode(failure.data) === 'captcha') return { state: 'captcha-failed', fields: {} };
  const { fields } = failure;
  if (Object.keys(fields).length > 0) return { state: 'invalid', fields };
  return { state: 'cannot-reset', fields: {} };
}

/**
 * What a failed new-password call shows: 422 naming the password → the invalid form; any other
 * 422 (a used, unknown or expired token, a malformed link) → cannot set; else communication error.
 */
export function newPasswordFailure(error: unknown): ResetFailure<NewPasswordState, NewPasswordField> {
  const failure = classifyFailure<NewPasswordField>(error, ['password']);
  if (failure.kind !== 'invalid') return { state: 'communication-error', fields: {} };
  const { fields } = failure;
  if (errorCode(failure.data) !== 'invalidToken' && Object.keys(fields).length > 0) return { state: 'invalid', fields };
  return { state: 'cannot-set', fields: {} };
}

export interface NewPasswordValues {
  password: string;
  passwordTwo: string;
}

/**
 * The new-password rules (src/validation/password.ts) as messages by field: both required, the
 * first letters, digits and underscore only, the second equal to the first.
 */
export function newPasswordErrors(
  values: NewPasswordValues,
  labels: Pick<ResetPasswordLabels, 'required' | 'passwordCharacters' | 'passwordMismatch'>,
): FieldErrors<NewPasswordField> {
  const errors: FieldErrors<NewPasswordField> = {};
  const missing = requireFields(values, ['password', 'passwordTwo']);
  if (missing.password) errors.password = labels.required;
  else if (!isValidPassword(values.password)) errors.password = labels.passwordCharacters;
  if (missing.passwordTwo) errors.passwordTwo = labels.required;
  else if (!missing.password && passwordsDiffer(values.password, values.passwordTwo))
    errors.passwordTwo = labels.passwordMismatch;
  return errors;
}
