import {
  eventDisplayState,
  eventLookup,
  formatEventTime,
  REGISTRATION_FIELDS,
  registrationSubmission,
  type Submission,
} from '../../../../blocks/site/free-simple-event-registration/event-display.ts';
import { ApiError, classifyFailure } from '#api/errors/api-error.ts';
import { readMessages } from '#api/messages.ts';

describe('eventDisplayState', () => {
  it('shows the missing-event state without an id or for an unknown one, whoever is looking', () => {
    expect(eventDisplayState('none', true, 'idle')).toBe('missing-event-id');
    expect(eventDisplayState('unknown', false, 'idle')).toBe('missing-event-id');
  });

  it('is loading while the event loads, and a communication error when it cannot', () => {
    expect(eventDisplayState('pending', true, 'idle')).toBe('loading');
    expect(eventDisplayState('failed', true, 'idle')).toBe('communication-error');
  });

  it('asks visitors who are not logged in to log in, and anyone the server logged out', () => {
    expect(eventDisplayState('found', false, 'idle')).toBe('not-logged-in');
    expect(eventDisplayState('found', true, 'logged-out')).toBe('not-logged-in');
  });

  it.each<[Submission, string]>([
    ['idle', 'ready'],
    ['submitting', 'submitting'],
    ['invalid-data', 'invalid-data'],
    ['communication-error', 'communication-error'],
    ['registered', 'registered'],
  ])('follows the submission for a logged-in user: %s → %s', (submission, state) => {
    expect(eventDisplayState('found', true, submission)).toBe(state);
  });
});

describe('eventLookup', () => {
  it('reads the query: no id, pending, found, 404 unknown, anything else failed', () => {
    expect(eventLookup({ status: 'pending', error: null }, false)).toBe('none');
    expect(eventLookup({ status: 'pending', error: null }, true)).toBe('pending');
    expect(eventLookup({ status: 'success', error: null }, true)).toBe('found');
    expect(eventLookup({ status: 'error', error: new ApiError(404, []) }, true)).toBe('unknown');
    expect(eventLookup({ status: 'error', error: new ApiError(503, []) }, true)).toBe('failed');
    expect(eventLookup({ status: 'error', error: new TypeError('offline') }, true)).toBe('failed');
  });
});

describe('registrationSubmission', () => {
  it('maps 401 to logged out, 422 to invalid data, the rest to a communication error', () => {
    expect(registrationSubmission(classifyFailure(new ApiError(401, [])))).toBe('logged-out');
    expect(registrationSubmission(classifyFailure(new ApiError(422, [])))).toBe('invalid-data');
    expect(registrationSubmission(classifyFailure(new ApiError(500, [])))).toBe('communication-error');
    expect(registrationSubmission(classifyFailure(new TypeError('offline')))).toBe('communication-error');
  });

  it("keeps the server's messages for the form's fields and the captcha, not for the event", () => {
    const invalid = new ApiError(
      422,
      readMessages([
        { type: 'validatorMessage', source: 'email', code: 'invalid', value: 'Enter a valid email address.' },
        { type: 'validatorMessage', source: 'captcha', code: 'captcha', value: 'CAPTCHA validation failed.' },
        { type: 'validatorMessage', source: 'eventId', code: 'invalid', value: 'There is no such event.' },
      ]),
    );
    expect(classifyFailure(invalid, [...REGISTRATION_FIELDS, 'captcha']).fields).toEqual({
      email: 'Enter a valid email address.',
      captcha: 'CAPTCHA validation failed.',
    });
  });
});

describe('formatEventTime', () => {
  it("shows the start in the event's own time zone, with the zone named", () => {
    const event = { startsAt: '2026-05-03T01:00:00.000Z', timeZone: 'America/Denver' };
    expect(formatEventTime(event, 'en-US')).toBe('Saturday, May 2, 2026 at 7:00 PM MDT');
  });

  it('falls back to UTC, named, for a zone name it does not know: never the machine’s zone', () => {
    expect(formatEventTime({ startsAt: '2026-05-03T01:00:00.000Z', timeZone: 'Mars/Olympus' }, 'en-US')).toBe(
      'Sunday, May 3, 2026 at 1:00 AM UTC',
    );
  });
});
