import { captchaErrors } from '#ui/forms/use-public-form.ts';

describe('captchaErrors', () => {
  it('requires the captcha while it is on and not solved', () => {
    expect(captchaErrors({ enabled: true, value: null }, 'Required')).toEqual({ captcha: 'Required' });
    expect(captchaErrors({ enabled: true, value: 'solved' }, 'Required')).toEqual({});
    expect(captchaErrors({ enabled: false, value: null }, 'Required')).toEqual({});
  });
});
