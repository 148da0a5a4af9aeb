import { ApiError, classifyFailure } from '#api/errors/api-error.ts';
import { readMessages } from '#api/messages.ts';
import { validateNewPassword } from '#validation/password.ts';
import { resetPasswordLabels } from '../../../../blocks/account/reset-password/labels.ts';
import { isLinkExpired, resolveResetView } from '../../../../blocks/account/reset-password/reset-link.ts';
import {
  NEW_PASSWORD_FIELDS,
  newPasswordErrors,
  newPasswordState,
  REQUEST_FIELDS,
  requestState,
} from '../../../../blocks/account/reset-password/reset-state.ts';

const labels = resetPasswordLabels.defaults;
const apiError = (status: number, data: unknown, messages: unknown[] = []) => new ApiError(status, readMessages(messages), data);
const fieldMessage = (source: string, value: string) => ({ type: 'validatorMessage', source, code: 'invalid', value });

describe('resolveResetView', () => {
  it('shows the request form on any other page', () => {
    expect(resolveResetView({}, '/forgot-password')).toEqual({ view: 'request' });
    expect(resolveResetView({}, '/blocks')).toEqual({ view: 'request' });
  });

  it("reads the link from the page's path, percent-decoded", () => {
    expect(resolveResetView({}, '/set-new-password/1006/abc_DEF-123/1700000000000')).toEqual({
      view: 'new-password',
      link: { userId: '1006', token: 'abc_DEF-123', expirationTimestamp: 1700000000000 },
    });
    expect(resolveResetView({}, '/shop/set-new-password/u%2D1/t/5/')).toEqual({
      view: 'new-password',
      link: { userId: 'u-1', token: 't', expirationTimestamp: 5 },
    });
  });

  it('takes the link from the props before the path', () => {
    expect(resolveResetView({ userId: '7', token: 'tok', expirationTimestamp: 9 }, '/set-new-password/1/x/2')).toEqual({
      view: 'new-password',
      link: { userId: '7', token: 'tok', expirationTimestamp: 9 },
    });
  });

  it('calls a link with a part missing or malformed broken', () => {
    for (const path of [
      '/set-new-password/1006/tok',
      '/set-new-password/1006/tok/soon',
      '/set-new-password/10 06/t/1',
      '/set-new-password/1/%E0%A4%A/1',
    ]) {
      expect(resolveResetView({}, path)).toEqual({ view: 'broken-link' });
    }
    expect(resolveResetView({ userId: '1006' }, '/forgot-password')).toEqual({ view: 'broken-link' });
  });
});

describe('isLinkExpired', () => {
  it('is expired once the timestamp is not in the future', () => {
    const link = { userId: '1', token: 't', expirationTimestamp: 1000 };
    expect(isLinkExpired(link, 999)).toBe(false);
    expect(isLinkExpired(link, 1000)).toBe(true);
    expect(isLinkExpired(link, 1001)).toBe(true);
  });
});

describe('newPasswordErrors', () => {
  it('requires both fields', () => {
    expect(newPasswordErrors({ password: '', passwordTwo: ' ' }, labels)).toEqual({
      password: 'Required',
      passwordTwo: 'Required',
    });
    expect(newPasswordErrors({ password: 'abc_1', passwordTwo: '' }, labels)).toEqual({ passwordTwo: 'Required' });
  });

  it('allows letters, digits and underscore only, in the first field', () => {
    for (const password of ['with space', 'dash-ed', 'dot.ted', 'émile', 'a!']) {
      expect(newPasswordErrors({ password, passwordTwo: password }, labels)).toEqual({ password: labels.passwordCharacters });
    }
    expect(newPasswordErrors({ password: 'Abc_123', passwordTwo: 'Abc_123' }, labels)).toEqual({});
  });

  it('asks for the same password in the second field', () => {
    expect(newPasswordErrors({ password: 'abc_1', passwordTwo: 'abc_2' }, labels)).toEqual({
      passwordTwo: labels.passwordMismatch,
    });
  });

  it('agrees with validateNewPassword on whether the form may be sent', () => {
    const cases = [
      ['', ''],
      ['a', ''],
      ['a b', 'a b'],
      ['abc', 'abd'],
      ['abc_9', 'abc_9'],
      ['x-y', 'x-z'],
    ] as const;
    for (const [password, passwordTwo] of cases) {
      const errors = newPasswordErrors({ password, passwordTwo }, labels);
      expect(Object.keys(errors).length === 0).toBe(validateNewPassword(password, passwordTwo) === null);
    }
  });
});

describe('requestState', () => {
  const failed = (error: unknown) => requestState('error', classifyFailure(error, [...REQUEST_FIELDS, 'captcha']), false);

  it('follows the send: loading, done; without one, invalid when the rules refused the submit, else idle', () => {
    expect(requestState('pending', null, false)).toBe('loading');
    expect(requestState('saved', null, false)).toBe('done');
    expect(requestState('idle', null, true)).toBe('invalid');
    expect(requestState('idle', null, false)).toBe('idle');
  });

  it('maps the 422 captcha error to captcha failed', () => {
    expect(failed(apiError(422, { success: false, error: 'captcha' }))).toBe('captcha-failed');
  });

  it('maps a 422 naming a field of the form to the invalid form', () => {
    expect(failed(apiError(422, null, [fieldMessage('identityString', 'Required')]))).toBe('invalid');
    expect(failed(apiError(422, null, [fieldMessage('captcha', 'CAPTCHA validation failed.')]))).toBe('invalid');
  });

  it('maps any other 422 to cannot reset, one naming a field the form does not show too (its banner)', () => {
    expect(failed(apiError(422, { success: false, error: 'cannotReset' }))).toBe('cannot-reset');
    expect(failed(apiError(422, null))).toBe('cannot-reset');
    expect(failed(apiError(422, null, [fieldMessage('siteId', 'Unknown site')]))).toBe('cannot-reset');
  });

  it('maps everything else to a communication error', () => {
    for (const error of [apiError(500, null), apiError(429, null), apiError(403, null), new TypeError('Failed to fetch')]) {
      expect(failed(error)).toBe('communication-error');
    }
  });
});

describe('newPasswordState', () => {
  const failed = (error: unknown) => newPasswordState('error', classifyFailure(error, NEW_PASSWORD_FIELDS), false);

  it('follows the send: loading, done; without one, invalid when the rules refused the submit, else idle', () => {
    expect(newPasswordState('pending', null, false)).toBe('loading');
    expect(newPasswordState('saved', null, false)).toBe('done');
    expect(newPasswordState('idle', null, true)).toBe('invalid');
    expect(newPasswordState('idle', null, false)).toBe('idle');
  });

  it('maps the 422 token error to cannot set', () => {
    expect(failed(apiError(422, { success: false, error: 'invalidToken' }))).toBe('cannot-set');
  });

  it('maps a 422 about the password to the invalid form', () => {
    expect(failed(apiError(422, null, [fieldMessage('password', 'Use only letters, numbers and underscores.')]))).toBe('invalid');
  });

  it('maps a 422 about the link itself to cannot set, and other failures to a communication error', () => {
    expect(failed(apiError(422, null, [fieldMessage('token', 'Invalid')]))).toBe('cannot-set');
    expect(failed(apiError(503, null))).toBe('communication-error');
    expect(failed(new Error('offline'))).toBe('communication-error');
  });
});
