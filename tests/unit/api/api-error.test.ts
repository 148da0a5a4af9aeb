import { describe, expect, it } from 'vitest';
import {
  ApiError,
  classifyFailure,
  communicationErrorText,
  failureText,
  setupRefusal,
  validatorMessagesByField,
} from '#api/errors/api-error.ts';
import { ResponseValidationError } from '#api/errors/response-validation-error.ts';
import type { Message } from '#api/messages.ts';

const message = (type: string, source: string, value: string, primary = false): Message => ({
  type,
  source,
  value,
  code: 'invalid',
  level: 'error',
  primary,
  params: {},
  key: `${type}:${source}`,
});

const refused = new ApiError(422, [
  message('validatorMessage', 'email', 'Enter an email address.'),
  message('validatorMessage', 'email', 'A second message for the same field.'),
  message('validatorMessage', 'shipAddress.city', 'Required'),
  message('error', 'phone', 'Not a field message.'),
]);

describe('classifyFailure', () => {
  it.each([
    [401, 'signed-out'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [422, 'invalid'],
    [429, 'throttled'],
    [400, 'failed'],
    [500, 'failed'],
  ] as const)('reads a %i as %s', (status, kind) => {
    expect(classifyFailure(new ApiError(status, [])).kind).toBe(kind);
  });

  it.each([
    [403, 'crossOrigin'],
    [400, 'unknownHost'],
  ])("reads a %i request.%s, a refusal of the page's setup, as misconfigured with neutral words", (status, code) => {
    const serverWords = `Refused: set PUBLIC_ORIGIN (${code}).`;
    const error = new ApiError(status, [{ ...message('error', 'request', serverWords, true), code }]);
    expect(classifyFailure(error)).toMatchObject({
      kind: 'misconfigured',
      message: "This page can't do that right now.",
      fields: {},
    });
    expect(setupRefusal(error)).toMatchObject({ code, value: serverWords });
  });

  it("gives a block's communication error its own words, but the neutral ones for a refusal of the page", () => {
    const refusal = new ApiError(403, [{ ...message('error', 'request', 'Set PUBLIC_ORIGIN.', true), code: 'crossOrigin' }]);
    expect(communicationErrorText(classifyFailure(refusal), 'Check your connection.')).toBe("This page can't do that right now.");
    expect(communicationErrorText(classifyFailure(new ApiError(500, [])), 'Check your connection.')).toBe(
      'Check your connection.',
    );
    expect(communicationErrorText(null, 'Check your connection.')).toBe('Check your connection.');
  });

  it('keeps a 403 for another reason forbidden, with its own message', () => {
    const error = new ApiError(403, [{ ...message('error', 'session', 'Not yours.', true), code: 'forbidden' }]);
    expect(classifyFailure(error)).toMatchObject({ kind: 'forbidden', message: 'Not yours.' });
    expect(setupRefusal(error)).toBeUndefined();
  });

  it('reads a failure the server did not answer, or answered off its schema, as failed with nothing to show', () => {
    for (const error of [new TypeError('Failed to fetch'), new ResponseValidationError('/api/x', ['data: invalid'])]) {
      expect(classifyFailure(error)).toEqual({ kind: 'failed', message: null, fields: {}, messages: [], data: null });
    }
  });

  it("gives each field the server's first validatorMessage for it, by its source", () => {
    expect(classifyFailure(refused).fields).toEqual({ email: 'Enter an email address.', 'shipAddress.city': 'Required' });
  });

  it('keeps only the fields asked for', () => {
    expect(classifyFailure(refused, ['shipAddress.city', 'phone']).fields).toEqual({ 'shipAddress.city': 'Required' });
    expect(validatorMessagesByField(refused, ['shipAddress.city', 'phone'])).toEqual({ 'shipAddress.city': 'Required' });
  });

  it('takes as its message the primary message, else the first that names no field, else none', () => {
    expect(classifyFailure(refused).message).toBe('Not a field message.');
    const withPrimary = new ApiError(422, [
      message('validatorMessage', 'shipAddress.city', 'Required'),
      message('error', 'profile', 'Second message'),
      message('error', 'profile', 'Top message', true),
    ]);
    expect(classifyFailure(withPrimary).message).toBe('Top message');
    expect(classifyFailure(new ApiError(422, [message('validatorMessage', 'email', 'Taken')])).message).toBeNull();
  });

  it("keeps the server's messages and data for the refusals told apart by them", () => {
    const error = new ApiError(422, [message('error', 'session', 'No')], { error: 'captcha' });
    expect(classifyFailure(error)).toMatchObject({ messages: error.messages, data: { error: 'captcha' } });
  });
});

describe('failureText', () => {
  it('says the message, else the first field message (where no field shows it), else the block’s words', () => {
    expect(failureText(classifyFailure(refused), 'fallback')).toBe('Not a field message.');
    const fieldsOnly = new ApiError(422, [message('validatorMessage', 'productIds', 'Product P103 is not in the catalogue.')]);
    expect(failureText(classifyFailure(fieldsOnly), 'fallback')).toBe('Product P103 is not in the catalogue.');
    expect(failureText(classifyFailure(new ApiError(500, [])), 'fallback')).toBe('fallback');
    expect(failureText(null, 'fallback')).toBe('fallback');
  });
});
