import { describe, expect, it } from 'vitest';
import { ApiError, validatorMessagesByField } from '../../../src/api/errors/api-error.ts';
import type { Message } from '../../../src/api/messages.ts';

const message = (type: string, source: string, value: string): Message => ({
  type,
  source,
  value,
  code: 'invalid',
  level: 'error',
  primary: false,
  params: {},
  key: `${type}:${source}`,
});

const refused = new ApiError(422, [
  message('validatorMessage', 'email', 'Enter an email address.'),
  message('validatorMessage', 'email', 'A second message for the same field.'),
  message('validatorMessage', 'shipAddress.city', 'Required'),
  message('error', 'phone', 'Not a field message.'),
]);

describe('validatorMessagesByField', () => {
  it("gives each field the server's first validatorMessage for it, by its source", () => {
    expect(validatorMessagesByField(refused)).toEqual({ email: 'Enter an email address.', 'shipAddress.city': 'Required' });
  });

  it('keeps only the fields asked for', () => {
    expect(validatorMessagesByField(refused, ['shipAddress.city', 'phone'])).toEqual({ 'shipAddress.city': 'Required' });
  });

  it('is empty for a failure that is not the server refusing the request', () => {
    expect(validatorMessagesByField(new TypeError('Failed to fetch'))).toEqual({});
  });
});
