import { Hono, type Context } from 'hono';
import {
  NewPasswordRequestSchema,
  ResetEmailRequestSchema,
  type NewPasswordResponse,
  type ResetEmailError,
  type ResetEmailResponse,
} from '#contracts/password-reset.ts';
import { allow } from '../auth/guards.ts';
import type { Clock } from '../auth/login-throttle.ts';
import { isResetIdentity, requestPasswordReset, setPasswordWithToken } from '../auth/password-reset.ts';
import { currentSessionHash } from '../auth/session-middleware.ts';
import type { CaptchaVerifier } from '../captcha/altcha-captcha.ts';
import type { Db } from '../db/database.ts';
import type { AfterAnswer } from '../http/after-answer.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorMessage, respond } from '../http/envelope.ts';
import { readJson } from '../http/validate.ts';

const resetEmailErrorTexts: Record<ResetEmailError, string> = {
  captcha: 'CAPTCHA validation failed.',
  cannotReset:
    'Your password cannot be reset with the information you provided. Please check your username or email address and try again, or call us if you need additional assistance.',
};

export const NEW_PASSWORD_FAILED_TEXT = 'Your password could not be reset. Please call us if you need additional assistance.';

function resetEmailFailed(c: Context, error: ResetEmailError) {
  const data: ResetEmailResponse = { success: false, error };
  return respond(c, 422, data, [errorMessage('passwordReset', error, resetEmailErrorTexts[error])]);
}

export interface PasswordResetRouteOptions {
  /** Where the reset's lookup and mail run, after the answer. */
  afterAnswer: AfterAnswer;
  verifyCaptcha?: CaptchaVerifier;
  /** The clock of link expiry; tests pass one to move time on. */
  now?: Clock;
}

/** POST /reset-email sends a reset link; POST /new-password sets a password with one. */
export function passwordResetRoutes(db: Db, { afterAnswer, verifyCaptcha, now = Date.now }: PasswordResetRouteOptions) {
  return new Hono<AppEnv>()
    .post('/reset-email', allow('public'), async (c) => {
      const { identityString, captcha } = await readJson(c, ResetEmailRequestSchema);
      if (verifyCaptcha && !(await verifyCaptcha(captcha))) return resetEmailFailed(c, 'captcha');
      if (!isResetIdentity(identityString)) return resetEmailFailed(c, 'cannotReset');
      // The link's origin is the site's, never the request's: a forged Host cannot point it elsewhere.
      const { linkOrigin } = c.var.site;
      // Looked up and mailed after answering: the answer, and the time it takes, are the same
      // whether or not an account matched, so they reveal no accounts.
      afterAnswer.run('password reset request', () => requestPasswordReset(db, identityString, linkOrigin, now));
      const data: ResetEmailResponse = { success: true };
      return respond(c, 200, data);
    })
    .post('/new-password', allow('public'), async (c) => {
      const { userId, token, password } = await readJson(c, NewPasswordRequestSchema);
      const changed = await setPasswordWithToken(db, { userId, token, password, keepSessionHash: currentSessionHash(c) }, now);
      if (!changed) {
        const data: NewPasswordResponse = { success: false, error: 'invalidToken' };
        return respond(c, 422, data, [errorMessage('passwordReset', 'invalidToken', NEW_PASSWORD_FAILED_TEXT)]);
      }
      const data: NewPasswordResponse = { success: true };
      return respond(c, 200, data);
    });
}
