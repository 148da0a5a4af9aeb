import { describe, expect, it } from 'vitest';
import { validateLogin, validateResetRequest } from '#validation/index.ts';

describe('validateLogin', () => {
  it('needs username and password', () => {
    expect(validateLogin({ username: 'ada', password: 'x' })).toEqual({});
    expect(validateLogin({ username: ' ', password: '' })).toEqual({ username: 'Required', password: 'Required' });
  });
});

describe('validateResetRequest', () => {
  it('needs the identity string', () => {
    expect(validateResetRequest({ identityString: '' }, { captchaEnabled: false })).toEqual({
      identityString: 'Required',
    });
  });

  it('needs the captcha only when it is enabled', () => {
    expect(validateResetRequest({ identityString: 'ada' }, { captchaEnabled: false })).toEqual({});
    expect(validateResetRequest({ identityString: 'ada' }, { captchaEnabled: true })).toEqual({ captcha: 'Required' });
    expect(validateResetRequest({ identityString: 'ada', captcha: 'token' }, { captchaEnabled: true })).toEqual({});
  });
});
