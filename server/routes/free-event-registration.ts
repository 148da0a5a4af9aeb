import { Hono } from 'hono';
import * as v from 'valibot';
import { EventRegistrationRequestSchema } from '#contracts/event-registration.ts';
import { capitalizeFirstLetter } from '#validation/event-registration.ts';
import { allow } from '../auth/guards.ts';
import type { CaptchaVerifier } from '../captcha/altcha-captcha.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorMessage, fieldMessage, respond } from '../http/envelope.ts';
import { readJson, readParams, tokenSchema } from '../http/validate.ts';
import { findFreeEvent, registerForEvent } from '../site/free-event-store.ts';

const CAPTCHA_FAILED_TEXT = 'CAPTCHA validation failed.';
const EVENT_CLOSED_TEXT = 'Registration for this event is closed.';
const UNKNOWN_EVENT_TEXT = 'There is no such event.';

const EventParamsSchema = v.object({ eventId: tokenSchema('eventId') });

/**
 * GET /public/events/{eventId}: an event, for anyone; POST /public/tickets registers someone for
 * one, for logged-in users only (401 otherwise, 422 on invalid data).
 */
export function freeEventRegistrationRoutes(db: Db, { verifyCaptcha }: { verifyCaptcha?: CaptchaVerifier | undefined } = {}) {
  return new Hono<AppEnv>()
    .get('/public/events/:eventId', allow('public'), async (c) => {
      const { eventId } = readParams(c, EventParamsSchema);
      const found = await findFreeEvent(db, eventId);
      if (!found) return respond(c, 404, null, [errorMessage('freeEvent', 'notFound', UNKNOWN_EVENT_TEXT)]);
      return respond(c, 200, found.event);
    })
    .post('/public/tickets', allow('signedIn'), async (c) => {
      const body = await readJson(c, EventRegistrationRequestSchema);
      if (verifyCaptcha && !(await verifyCaptcha(body.captcha))) {
        return respond(c, 422, null, [fieldMessage('captcha', 'captcha', CAPTCHA_FAILED_TEXT)]);
      }
      const found = await findFreeEvent(db, body.eventId);
      if (!found || found.started) {
        return respond(c, 422, null, [fieldMessage('eventId', 'invalid', found ? EVENT_CLOSED_TEXT : UNKNOWN_EVENT_TEXT)]);
      }
      const ticket = await registerForEvent(db, found.event, {
        eventId: found.event.id,
        userId: c.var.user.id,
        // The form capitalises as the visitor types; a call straight to the API gets the same.
        firstName: capitalizeFirstLetter(body.firstName.trim()),
        lastName: capitalizeFirstLetter(body.lastName.trim()),
        email: body.email.trim(),
        countryIso3: body.countryIso3,
      });
      return respond(c, 200, ticket);
    });
}
