import {
  failedLoginState as failedState,
  initialLoginState,
  loginState,
  readLoginQuery,
} from '../../../../blocks/account/login/login-state.ts';
import { ApiError, classifyFailure } from '#api/errors/api-error.ts';
import { ResponseValidationError } from '#api/errors/response-validation-error.ts';

const opened = (search: string) => initialLoginState(readLoginQuery(search));
const failedLoginState = (error: unknown) => failedState(classifyFailure(error));

describe('readLoginQuery', () => {
  it('reads every parameter the spec names', () => {
    expect(
      readLoginQuery(
        '?action=x&oidcPrompt=login&error=incorrect&errorCode=missing&redirect=%2Fcart&state=s1&oidcInteractionId=abc',
      ),
    ).toEqual({
      action: 'x',
      oidcPrompt: 'login',
      error: 'incorrect',
      errorCode: 'missing',
      redirect: '/cart',
      state: 's1',
      oidcInteractionId: 'abc',
    });
  });
});

describe('errorCode query mapping', () => {
  it.each([
    ['', 'notStarted'],
    ['?redirect=/cart', 'notStarted'],
    ['?errorCode=unauthorized', 'unauthorized'],
    ['?errorCode=invalid', 'incorrect'],
    ['?errorCode=missing', 'unauthorized'],
    ['?errorCode=systemFailure', 'systemFailure'],
    // Unknown codes: nothing failed (our departure from the spec, which says system failure).
    ['?errorCode=somethingNew', 'unknownCode'],
    ['?errorCode=toString', 'unknownCode'],
    ['?error=disabled', 'disabled'],
    ['?error=incorrect', 'incorrect'],
    ['?error=captcha', 'captchaFailed'],
    ['?error=access_denied', 'unknownCode'],
    ['?errorCode=unauthorized&error=disabled', 'unauthorized'],
  ])('%s opens as %s', (search, status) => {
    expect(opened(search).status).toBe(status);
  });
});

describe('failed login mapping', () => {
  const refused = (status: number, data: unknown, value?: string) =>
    new ApiError(
      status,
      value
        ? [
            {
              type: 'error',
              source: 'session',
              code: 'x',
              value,
              level: 'error',
              primary: true,
              params: {},
              key: 'error.session.x',
            },
          ]
        : [],
      data,
    );

  it.each([
    [{ success: false, oidcBaseUrl: null, error: 'disabled' }, 'disabled'],
    [{ success: false, oidcBaseUrl: null, error: 'incorrect' }, 'incorrect'],
    [{ success: false, oidcBaseUrl: null, error: 'captcha' }, 'captchaFailed'],
    [{ success: false, error: 'somethingElse' }, 'systemFailure'],
    [null, 'systemFailure'],
  ])('a 422 whose data is %j is %s', (data, status) => {
    expect(failedLoginState(refused(422, data)).status).toBe(status);
  });

  it("shows a 429's server message, with a default when it has none", () => {
    const text = 'Too many failed sign-in attempts. Please try again in 12 minutes.';
    expect(failedLoginState(refused(429, null, text))).toEqual({ status: 'tooManyAttempts', serverMessage: text });
    expect(failedLoginState(refused(429, null))).toEqual({ status: 'tooManyAttempts' });
  });

  it("shows a refusal of the page's setup as unavailable, not as the visitor's connection", () => {
    const crossOrigin = new ApiError(403, [
      {
        type: 'error',
        source: 'request',
        code: 'crossOrigin',
        value: 'Set PUBLIC_ORIGIN.',
        level: 'error',
        primary: true,
        params: {},
        key: '',
      },
    ]);
    expect(failedLoginState(crossOrigin)).toEqual({ status: 'unavailable' });
  });

  it('treats anything else as a system failure', () => {
    expect(failedLoginState(refused(500, null, 'boom')).status).toBe('systemFailure');
    expect(failedLoginState(refused(403, null)).status).toBe('systemFailure');
    expect(failedLoginState(new TypeError('Failed to fetch')).status).toBe('systemFailure');
    expect(failedLoginState(new ResponseValidationError('/api/session', ['data: bad'])).status).toBe('systemFailure');
  });
});

describe("the login form's state", () => {
  it('is loading while the login goes and once it is stored (the page is being left), else its failure, else what the page opened with', () => {
    const unauthorized = opened('?errorCode=unauthorized');
    const throttled = classifyFailure(new ApiError(429, []));
    expect(loginState({ status: 'idle', failure: null }, unauthorized)).toEqual({ status: 'unauthorized' });
    expect(loginState({ status: 'pending', failure: null }, unauthorized)).toEqual({ status: 'loading' });
    expect(loginState({ status: 'saved', failure: null }, unauthorized)).toEqual({ status: 'loading' });
    expect(loginState({ status: 'error', failure: throttled }, unauthorized)).toEqual({ status: 'tooManyAttempts' });
  });
});
