import {
  contactFailure as contactFailureOf,
  contactState,
  EMPTY_CONTACT,
} from '../../../../blocks/site/contact-site-owner/contact-state.ts';
import { ApiError, classifyFailure } from '#api/errors/api-error.ts';
import { readMessages } from '#api/messages.ts';
import { CONTACT_FIELDS, validateContact } from '#contracts/contact.ts';

const good = { name: 'Pat', comment: 'Hello', email: 'pat@example.com', phone: '' };
const COMMUNICATION = 'An error occurred. Please ensure you are connected to the internet and try again.';
const contactFailure = (error: unknown, communicationError: string) =>
  contactFailureOf(classifyFailure(error, CONTACT_FIELDS), communicationError);

describe('validateContact', () => {
  it('needs name, comment and email; the phone is optional', () => {
    expect(validateContact(good)).toEqual({});
    expect(validateContact(EMPTY_CONTACT)).toEqual({ name: 'Required', comment: 'Required', email: 'Required' });
  });

  it('checks the email, a given phone and every length', () => {
    expect(
      validateContact({ name: 'n'.repeat(101), comment: 'c'.repeat(2001), email: 'pat@example', phone: '555-CALL' }),
    ).toEqual({
      name: 'Use at most 100 characters.',
      comment: 'Use at most 2000 characters.',
      email: 'Enter a valid email address, such as name@example.com.',
      phone: 'Invalid number',
    });
    expect(validateContact({ ...good, phone: '+1 (303) 555-0100' })).toEqual({});
    expect(validateContact({ ...good, phone: '1'.repeat(31) })).toEqual({ phone: 'Use at most 30 characters.' });
  });
});

describe('contactFailure', () => {
  const refusal = (data: unknown, messages: unknown[] = []) => new ApiError(422, readMessages(messages), data);

  it("highlights each field the server named, with the server's text for it", () => {
    const error = refusal({ message: 'Please check the highlighted fields.', fields: ['email', 'phone'] }, [
      { type: 'error', source: 'contact', code: 'invalid', value: 'Please check the highlighted fields.' },
      { type: 'validatorMessage', source: 'email', code: 'invalid', value: 'Enter a valid email address.' },
    ]);
    expect(contactFailure(error, COMMUNICATION)).toEqual({
      state: 'invalid',
      message: 'Please check the highlighted fields.',
      // the phone was named without a text of its own: the error's message marks it
      fields: { email: 'Enter a valid email address.', phone: 'Please check the highlighted fields.' },
    });
  });

  it('takes a captcha refusal as an invalid captcha field', () => {
    const error = refusal({ message: 'CAPTCHA validation failed.', fields: ['captcha'] });
    expect(contactFailure(error, COMMUNICATION)).toMatchObject({
      state: 'invalid',
      fields: { captcha: 'CAPTCHA validation failed.' },
    });
  });

  it('shows a named error without fields as it is', () => {
    expect(contactFailure(refusal({ message: 'Unknown site.', fields: [] }), COMMUNICATION)).toEqual({
      state: 'invalid',
      message: 'Unknown site.',
      fields: {},
    });
  });

  it.each([
    ['no answer', new TypeError('Failed to fetch')],
    ['a server error', new ApiError(500, [], null)],
    ['a 422 of another shape', new ApiError(422, [], { error: 'something' })],
  ])('calls %s a communication error', (_name, error) => {
    expect(contactFailure(error, COMMUNICATION)).toEqual({ state: 'communication-error', message: COMMUNICATION, fields: {} });
  });
});

describe('contactFailure of a refusal of the page itself', () => {
  it('shows the neutral words, not the advice to check the connection', () => {
    const error = new ApiError(
      403,
      readMessages([{ type: 'error', source: 'request', code: 'crossOrigin', value: 'Set PUBLIC_ORIGIN.', primary: true }]),
    );
    expect(contactFailure(error, COMMUNICATION)).toEqual({
      state: 'communication-error',
      message: "This page can't do that right now.",
      fields: {},
    });
  });
});

describe('contactState', () => {
  it("is sending while the message goes, then the failure's state, else invalid when the rules refused the submit", () => {
    const failure = contactFailure(new ApiError(500, [], null), COMMUNICATION);
    expect(contactState('pending', null, true)).toBe('sending');
    expect(contactState('error', failure, false)).toBe('communication-error');
    expect(contactState('idle', null, true)).toBe('invalid');
    expect(contactState('idle', null, false)).toBe('idle');
  });
});
