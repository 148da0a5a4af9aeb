import { classifyFailure, type Failure } from '#api/errors/api-error.ts';
import type { FreeEvent } from '#contracts/event-registration.ts';
import { formatDate } from '#format/dates.ts';
import type { EventRegistrationField } from '#validation/event-registration.ts';

/** The spec's display states, plus submitting (the form, its button busy), exposed as `data-state`. */
export type EventDisplayState =
  | 'loading'
  | 'not-logged-in'
  | 'missing-event-id'
  | 'ready'
  | 'submitting'
  | 'communication-error'
  | 'invalid-data'
  | 'registered';

/** Where the block's event stands: no id given, on its way, found, no such event, or not loaded. */
export type EventLookup = 'none' | 'pending' | 'found' | 'unknown' | 'failed';

/** Where the current registration stands; 'logged-out' when the server says the session is gone. */
export type Submission = 'idle' | 'submitting' | 'invalid-data' | 'communication-error' | 'registered' | 'logged-out';

/**
 * What the block shows. Without an event there is nothing to register for (editors are told why);
 * then visitors who are not logged in are asked to; then the form and its submission.
 */
export function eventDisplayState(lookup: EventLookup, loggedIn: boolean, submission: Submission): EventDisplayState {
  if (lookup === 'none' || lookup === 'unknown') return 'missing-event-id';
  if (lookup === 'pending') return 'loading';
  if (lookup === 'failed') return 'communication-error';
  if (!loggedIn || submission === 'logged-out') return 'not-logged-in';
  return submission === 'idle' ? 'ready' : submission;
}

/** The event query's standing: a 404 is no such event; any other failure, not loaded. */
export function eventLookup(
  query: { status: 'pending' | 'error' | 'success'; error: unknown },
  hasEventId: boolean,
): EventLookup {
  if (!hasEventId) return 'none';
  if (query.status === 'pending') return 'pending';
  if (query.status === 'success') return 'found';
  return classifyFailure(query.error).kind === 'not-found' ? 'unknown' : 'failed';
}

/** The fields the form shows; the captcha is one more. */
export const REGISTRATION_FIELDS: readonly EventRegistrationField[] = ['firstName', 'lastName', 'email', 'countryIso3'];

/**
 * What a failed registration shows: 401 → not logged in; 422 → invalid data (the server's text at
 * each field it named); anything else → communication error (the spec: the same wording).
 */
export function registrationSubmission(failure: Failure): Submission {
  if (failure.kind === 'signed-out') return 'logged-out';
  return failure.kind === 'invalid' ? 'invalid-data' : 'communication-error';
}

/** When the event starts, in its own time zone and the page's locale, e.g. 'Saturday, May 2, 2026 at 7:00 PM MDT'. */
export function formatEventTime(event: Pick<FreeEvent, 'startsAt' | 'timeZone'>, locale: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  const start = new Date(event.startsAt);
  try {
    return formatDate(start, locale, { ...options, timeZone: event.timeZone });
  } catch {
    // An unknown zone name: UTC, named in the text. Not the machine's zone: the server's HTML and the
    // browser's first render must say the same.
    return formatDate(start, locale, { ...options, timeZone: 'UTC' });
  }
}
