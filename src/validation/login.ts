import { requireFields, type FieldErrors } from './required.ts';

export interface LoginInput {
  username: string;
  password: string;
}

export function validateLogin(input: LoginInput): FieldErrors<keyof LoginInput> {
  return requireFields(input, ['username', 'password']);
}

export interface ResetRequestInput {
  identityString: string;
  captcha?: string | null;
}

/** The identity is always required; the captcha only when the page config enables it. */
export function validateResetRequest(
  input: ResetRequestInput,
  { captchaEnabled }: { captchaEnabled: boolean },
): FieldErrors<keyof ResetRequestInput> {
  return requireFields(input, captchaEnabled ? ['identityString', 'captcha'] : ['identityString']);
}
