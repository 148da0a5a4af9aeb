import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '../../../../blocks/account/login/login-form.tsx';
import { captchaOn, fakeCaptchaState } from '../../../support/fake-captcha.tsx';
import { renderIslands } from '../../../support/render-islands.tsx';

const at = { origin: 'http://localhost:3000', pathname: '/login', search: '' };

async function fillIn() {
  await userEvent.type(screen.getByLabelText(/Username/), 'distributor');
  await userEvent.type(screen.getByLabelText(/Password/), 'distributor_123');
}

beforeEach(() => {
  Object.assign(fakeCaptchaState, { starts: 0, lastError: null });
});

describe('login with the captcha on', () => {
  it('sends nothing until the captcha is passed, and says so at the captcha', async () => {
    const { requests } = renderIslands(<LoginForm location={at} />, {}, captchaOn);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fakeCaptchaState.lastError).toBe('Required'));
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(fakeCaptchaState.lastError).toBeNull());
  });

  it('sends the solved captcha, and starts it over when the server refuses it', async () => {
    const { calls, container } = renderIslands(
      <LoginForm location={at} />,
      {
        'POST /api/session': () => ({ status: 422, data: { success: false, oidcBaseUrl: null, error: 'captcha' } }),
      },
      captchaOn,
    );
    await fillIn();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(container.querySelector('[data-state="captchaFailed"]')).not.toBeNull());
    expect(screen.getByText('CAPTCHA validation failed.')).toBeVisible();
    expect(calls('POST', '/api/session').map((request) => request.body)).toEqual([
      { username: 'distributor', password: 'distributor_123', captcha: 'solved-payload' },
    ]);
    // Started, then started over once.
    expect(fakeCaptchaState.starts).toBe(2);
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
  });
});
