import * as v from 'valibot';
import { isFilled } from './required.ts';

/** Why a new password is refused; the spec shows the form's invalid state, not a text. */
export type NewPasswordProblem = 'required' | 'characters' | 'mismatch';

const PASSWORD_PATTERN = /^[A-Za-z0-9_]+$/;

/** What a password or a username the pattern refuses shows (the specs give no text). */
export const CREDENTIAL_CHARACTERS_MESSAGE = 'Use only letters, numbers and underscores.';

/** Letters, digits and underscore only (accounts spec 9: the password pattern). */
export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

export function passwordsDiffer(password: string | null | undefined, passwordTwo: string | null | undefined): boolean {
  return (password ?? '') !== (passwordTwo ?? '');
}

export function validateNewPassword(password: string, passwordTwo: string): NewPasswordProblem | null {
  if (!isFilled(password) || !isFilled(passwordTwo)) return 'required';
  if (passwordsDiffer(password, passwordTwo)) return 'mismatch';
  return isValidPassword(password) ? null : 'characters';
}

export const PasswordSchema = v.pipe(v.string(), v.check(isValidPassword));
