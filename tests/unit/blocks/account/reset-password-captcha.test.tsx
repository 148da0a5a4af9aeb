import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/account/reset-password/index.ts';
import type { Captcha } from '../../../../src/ui/captcha-field.tsx';
import { renderIslands } from '../../../support/render-islands.tsx';

// A stand-in for the ALTCHA widget: a checkbox that "solves" it, so the form's use of the hook shows.
const captchaState = vi.hoisted(() => ({
  value: null as string | null,
  resets: 0,
  lastError: null as string | null | undefined,
}));
vi.mock('../../../../src/ui/captcha-field.tsx', async () => {
  const { useState } = await import('react');
  return {
    useCaptcha: ({ error }: { error?: string | null } = {}): Captcha => {
      const [value, setValue] = useState<string | null>(null);
      captchaState.value = value;
      captchaState.lastError = error;
      return {
        enabled: true,
        value,
        reset: () => {
          captchaState.resets += 1;
          setValue(null);
        },
        element: (
          <input
            type="checkbox"
            aria-label="I am not a robot"
            aria-invalid={error ? true : undefined}
            checked={value !== null}
            onChange={() => setValue('solved-payload')}
          />
        ),
      };
    },
  };
});

const ResetPassword = block.component;
const RESET_EMAIL = 'POST /api/v2/password-reset/reset-email';

beforeEach(() => {
  captchaState.resets = 0;
  window.history.replaceState(null, '', '/forgot-password');
});

describe('reset-password request with the captcha on', () => {
  it('requires the captcha: nothing is sent until it is solved, and its error reaches the widget', async () => {
    const { requests } = renderIslands(<ResetPassword />, {});
    await userEvent.type(screen.getByRole('textbox', { name: /Username or email address/ }), 'jordan');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(captchaState.lastError).toBe('Required'));
    expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it("sends the solved captcha as the body's captcha, and starts it over when the server refuses it", async () => {
    const { calls, container } = renderIslands(<ResetPassword />, {
      [RESET_EMAIL]: () => ({ status: 422, data: { success: false, error: 'captcha' } }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Username or email address/ }), 'jordan');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(container.querySelector('[data-state="captcha-failed"]')).not.toBeNull());
    expect(calls('POST', '/api/v2/password-reset/reset-email').map((r) => r.body)).toEqual([
      { identityString: 'jordan', captcha: 'solved-payload' },
    ]);
    expect(captchaState.resets).toBe(1);
    expect(captchaState.value).toBeNull();
  });
});
