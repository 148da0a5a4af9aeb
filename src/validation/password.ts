import * as v from 'valibot';
import { isFilled } from './required.ts';

/** Why a new password is refused; the spec shows the form's invalid state, not a text. */
export type NewPasswordProblem = 'required' | 'characters' | 'mismatch';

const PASSWORD_PATTERN = /^[A-Za-z0-9_]+$/;

/** Letters, digits and underscore only. */
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
