import type { Failure } from '#api/errors/api-error.ts';
import type { SaveStatus } from '#api/use-save.ts';
import type { FieldErrors } from '#validation/required.ts';
import { isValidPassword, passwordsDiffer } from '#validation/password.ts';
import { requireFields } from '#validation/required.ts';
import type { ResetPasswordLabels } from './labels.ts';

/** The reset request's states (accounts spec 4), exposed as `data-state`. */
export type RequestState = 'idle' | 'loading' | 'done' | 'invalid' | 'cannot-reset' | 'communication-error' | 'captcha-failed';

/** The new password's states (accounts spec 4), exposed as `data-state`. */
export type NewPasswordState = 'idle' | 'loading' | 'done' | 'invalid' | 'cannot-set' | 'communication-error' | 'invalid-token';

export type NewPasswordField = 'password' | 'passwordTwo';

/** The request form's field; the captcha is one more. */
export const REQUEST_FIELDS = ['identityString'] as const;
/** The new-password form's fields: the server's messages for others (the token, the user) are the link's. */
export const NEW_PASSWORD_FIELDS: readonly NewPasswordField[] = ['password', 'passwordTwo'];

/** The 422's `data.error`, when the server named the failure. */
function errorCode(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object') return undefined;
  const code = (data as { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The reset request's state. A failure (classified with the form's fields): 422 captcha → captcha
 * failed; 422 naming a field of the form → the invalid form; any other 422 → cannot reset;
 * anything else (no answer, 5xx, a bad answer) → communication error. Without one: loading, done,
 * 'invalid' when the rules refused the last submit, else idle.
 */
export function requestState(status: SaveStatus, failure: Failure | null, refused: boolean): RequestState {
  if (status === 'pending') return 'loading';
  if (status === 'saved') return 'done';
  if (!failure) return refused ? 'invalid' : 'idle';
  if (failure.kind !== 'invalid') return 'communication-error';
  if (errorCode(failure.data) === 'captcha') return 'captcha-failed';
  return Object.keys(failure.fields).length > 0 ? 'invalid' : 'cannot-reset';
}

/**
 * The new password's state. A failure (classified with the form's fields): 422 naming the password
 * → the invalid form; any other 422 (a used, unknown or expired token, a malformed link) → cannot
 * set; anything else → communication error. Without one: loading, done, 'invalid' when the rules
 * refused the last submit, else idle. An expired link is the block's own (invalid-token).
 */
export function newPasswordState(status: SaveStatus, failure: Failure | null, refused: boolean): NewPasswordState {
  if (status === 'pending') return 'loading';
  if (status === 'saved') return 'done';
  if (!failure) return refused ? 'invalid' : 'idle';
  if (failure.kind !== 'invalid') return 'communication-error';
  if (errorCode(failure.data) !== 'invalidToken' && Object.keys(failure.fields).length > 0) return 'invalid';
  return 'cannot-set';
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
