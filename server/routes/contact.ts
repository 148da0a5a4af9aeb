import { Hono, type Context } from 'hono';
import {
  CONTACT_TEXTS,
  ContactRequestSchema,
  validateContact,
  type ContactError,
  type ContactField,
} from '#contracts/contact.ts';
import type { FieldErrors } from '#validation/required.ts';
import { allow } from '../auth/guards.ts';
import type { CaptchaVerifier } from '../captcha/altcha-captcha.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorMessage, fieldMessage, respond } from '../http/envelope.ts';
import { readJson } from '../http/validate.ts';
import { storeContactMessage } from '../site/contact-message-store.ts';
import { findSite } from '../site/site-store.ts';

/**
 * The spec's contact error: 422 with `{message, fields}` as data, the message as the envelope's
 * error and one validatorMessage per named field (its own text), so the form highlights each.
 */
function contactRefused(c: Context, code: string, message: string, fields: FieldErrors<ContactField>) {
  const named = Object.keys(fields) as ContactField[];
  const data: ContactError = { message, fields: named };
  return respond(c, 422, data, [
    errorMessage('contact', code, message),
    ...named.map((field) => fieldMessage(field, 'invalid', fields[field] ?? message)),
  ]);
}

/** POST stores a visitor's message for the owner of the site it was sent from. */
export function contactRoutes(db: Db, { verifyCaptcha }: { verifyCaptcha?: CaptchaVerifier | undefined } = {}) {
  return new Hono<AppEnv>().post('/', allow('public'), async (c) => {
    const { siteId, captcha, ...values } = await readJson(c, ContactRequestSchema);
    // The captcha first: a bot that fails it costs no database read.
    if (verifyCaptcha && !(await verifyCaptcha(captcha))) {
      return contactRefused(c, 'captcha', CONTACT_TEXTS.captcha, { captcha: CONTACT_TEXTS.captcha });
    }
    const errors = validateContact(values);
    if (Object.keys(errors).length > 0) return contactRefused(c, 'invalid', CONTACT_TEXTS.invalid, errors);
    const site = await findSite(db, siteId);
    if (!site) return contactRefused(c, 'unknownSite', CONTACT_TEXTS.unknownSite, {});
    const phone = values.phone.trim();
    await storeContactMessage(db, {
      siteId: site.id,
      name: values.name.trim(),
      comment: values.comment.trim(),
      email: values.email.trim(),
      phone: phone === '' ? null : phone,
    });
    return respond(c, 200, { success: true as const });
  });
}
