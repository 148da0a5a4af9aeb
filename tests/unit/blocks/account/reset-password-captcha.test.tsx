import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/account/reset-password/index.ts';
import { captchaOn, fakeCaptchaState as captchaState } from '../../../support/fake-captcha.tsx';
import { renderIslands } from '../../../support/render-islands.tsx';

const ResetPassword = block.component;
const RESET_EMAIL = 'POST /api/v2/password-reset/reset-email';

beforeEach(() => {
  Object.assign(captchaState, { starts: 0, lastError: null });
  window.history.replaceState(null, '', '/forgot-password');
});

describe('reset-password request with the captcha on', () => {
  it('requires the captcha: nothing is sent until it is solved, and its error reaches the widget', async () => {
    const { requests } = renderIslands(<ResetPassword />, {}, captchaOn);
    await userEvent.type(screen.getByRole('textbox', { name: /Username or email address/ }), 'jordan');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(captchaState.lastError).toBe('Required'));
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it("sends the solved captcha as the body's captcha, and starts it over when the server refuses it", async () => {
    const { calls, container } = renderIslands(
      <ResetPassword />,
      {
        [RESET_EMAIL]: () => ({ status: 422, data: { success: false, error: 'captcha' } }),
      },
      captchaOn,
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Username or email address/ }), 'jordan');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(container.querySelector('[data-state="captcha-failed"]')).not.toBeNull());
    expect(calls('POST', '/api/v2/password-reset/reset-email').map((r) => r.body)).toEqual([
      { identityString: 'jordan', captcha: 'solved-payload' },
    ]);
    // Started, then started over once.
    expect(captchaState.starts).toBe(2);
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
  });
});
