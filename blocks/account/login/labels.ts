import { MISCONFIGURED_TEXT } from '#api/errors/api-error.ts';
import { LOGIN_ERROR_TEXTS } from '#contracts/account.ts';
import { defineLabels } from '#host/labels.ts';

/** Texts of the login form; a host overrides them as `login.<key>`. The error texts are the spec's. */
export const loginLabels = defineLabels('login', {
  heading: 'Log in',
  username: 'Username',
  password: 'Password',
  submit: 'Log in',
  forgotPassword: 'Forgot your password?',
  incorrect: LOGIN_ERROR_TEXTS.incorrect,
  systemFailure: 'An error occurred. Please ensure you are connected to the internet and try again.',
  unauthorized: 'You do not have permission to access that page. Please login and try again.',
  disabled: LOGIN_ERROR_TEXTS.disabled,
  captchaFailed: LOGIN_ERROR_TEXTS.captcha,
  /** Shown for a 429 without a server message (the server's own message is shown when there is one). */
  tooManyAttempts: 'Too many failed sign-in attempts. Please try again later.',
  /** The server refused the page's setup (its host must set PUBLIC_ORIGIN): nothing the visitor can fix. */
  unavailable: MISCONFIGURED_TEXT,
  /** Opened with an error code the form does not know (a stale or mistyped address): no failure to blame. */
  unknownCode: 'Please sign in.',
});
