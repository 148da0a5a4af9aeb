import { defineLabels } from '#host/labels.ts';
import { LOGIN_ERROR_TEXTS } from '#contracts/account.ts';
import { REQUIRED_MESSAGE } from '#validation/messages.ts';
import { CREDENTIAL_CHARACTERS_MESSAGE } from '#validation/password.ts';
import { PASSWORD_MISMATCH_MESSAGE } from '#validation/profile.ts';

/**
 * Texts of both reset forms; a host overrides them as `resetPassword.<key>`. The spec gives some
 * only in part ('...') or not at all: those are our complete wording.
 */
export const resetPasswordLabels = defineLabels('resetPassword', {
  requestIntro: 'Enter your username or the email address of your account, and we will email you a link to set a new password.',
  identity: 'Username or email address',
  requestSubmit: 'Send reset link',
  requestDone:
    'You will receive an email shortly with a link to reset your password. The link expires after one hour. If you do not see the email within a few minutes, please check your spam folder.',
  cannotReset:
    'Your password cannot be reset with the information you provided. Please check your username or email address and try again, or call us if you need additional assistance.',
  captchaFailed: LOGIN_ERROR_TEXTS.captcha,
  communicationError: 'An error occurred. Please ensure you are connected to the internet and try again.',
  newPasswordIntro: 'Choose a new password for your account. Use letters, numbers and underscores only.',
  password: 'New password',
  passwordTwo: 'Confirm new password',
  passwordHint: 'Letters, numbers and underscores only.',
  newPasswordSubmit: 'Set new password',
  required: REQUIRED_MESSAGE,
  passwordCharacters: CREDENTIAL_CHARACTERS_MESSAGE,
  passwordMismatch: PASSWORD_MISMATCH_MESSAGE,
  passwordChanged: 'Your password has been changed.',
  logIn: 'Log in with your new password',
  cannotSet: 'Your password could not be reset. Please call us if you need additional assistance.',
  linkExpired:
    'This password reset link has expired. Reset emails expire after one hour for your security. Please request a new one.',
  linkBroken: 'This password reset link is not complete. Please open the link from your email again, or request a new one.',
  requestNewLink: 'Request a new reset link',
});

export type ResetPasswordLabels = typeof resetPasswordLabels.defaults;
