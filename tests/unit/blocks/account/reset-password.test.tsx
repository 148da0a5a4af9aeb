import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/account/reset-password/index.ts';
import { never, type FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { submitTwice } from '../../../support/submit-twice.ts';

const ResetPassword = block.component;
const RESET_EMAIL = 'POST /api/v2/password-reset/reset-email';
const NEW_PASSWORD = 'POST /api/v2/password-reset/new-password';
const CANNOT_SET = 'Your password could not be reset. Please call us if you need additional assistance.';

afterEach(() => window.history.replaceState(null, '', '/'));

function renderAt(path: string, routes: Record<string, FakeHandler> = {}) {
  window.history.replaceState(null, '', path);
  const view = renderIslands(<ResetPassword />, routes);
  const root = () => view.container.querySelector('.cmsb-reset-password');
  return { ...view, root };
}

const future = () => Date.now() + 30 * 60 * 1000;

describe('reset-password: the request form', () => {
  it('requires the identity, sends nothing and focuses the field', async () => {
    const { root, requests } = renderAt('/forgot-password');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const field = screen.getByRole('textbox', { name: /Username or email address/ });
    expect(field).toHaveAccessibleDescription('Required');
    expect(field).toHaveFocus();
    expect(root()).toHaveAttribute('data-state', 'invalid');
    expect(requests).toEqual([]);
  });

  it('sends the trimmed identity and shows the done message in place of the form', async () => {
    const { root, calls } = renderAt('/forgot-password', { [RESET_EMAIL]: () => ({ data: { success: true } }) });
    await userEvent.type(screen.getByRole('textbox', { name: /Username or email address/ }), '  jordan@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(/^You will receive an email shortly .*check your spam folder\.$/);
    expect(root()).toHaveAttribute('data-state', 'done');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls('POST', '/api/v2/password-reset/reset-email').map((r) => r.body)).toEqual([
      { identityString: 'jordan@example.com' },
    ]);
  });

  it('disables the button while the request is on its way', async () => {
    const { root } = renderAt('/forgot-password', { [RESET_EMAIL]: never });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'jordan');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    expect(root()).toHaveAttribute('data-state', 'loading');
  });

  it.each([
    [
      'cannot-reset',
      { status: 422, data: { success: false, error: 'cannotReset' } },
      /^Your password cannot be reset with the information you provided\./,
    ],
    ['captcha-failed', { status: 422, data: { success: false, error: 'captcha' } }, /^CAPTCHA validation failed\.$/],
    [
      'communication-error',
      { status: 500 },
      /^An error occurred\. Please ensure you are connected to the internet and try again\.$/,
    ],
  ])('shows %s in the error banner and keeps what was typed', async (state, answer, text) => {
    const { root } = renderAt('/forgot-password', { [RESET_EMAIL]: () => answer });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'jordan');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', state));
    const banner = screen.getByRole('alert');
    expect(banner.querySelector('.cmsb-error-banner__message')?.textContent).toMatch(text);
    expect(banner).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('jordan');
  });
});

describe('reset-password: the request form and the server', () => {
  it("shows the server's message for the identity at the field, which takes the focus", async () => {
    const { root } = renderAt('/forgot-password', {
      [RESET_EMAIL]: () => ({
        status: 422,
        messages: [{ type: 'validatorMessage', source: 'identityString', code: 'invalid', value: 'Too long for an address.' }],
      }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'jordan');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'invalid'));
    const field = screen.getByRole('textbox', { name: /Username/ });
    expect(field).toHaveAccessibleDescription('Too long for an address.');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('jordan');
  });

  it('shows a refusal naming a field the form does not have in the banner, as cannot reset', async () => {
    const { root } = renderAt('/forgot-password', {
      [RESET_EMAIL]: () => ({
        status: 422,
        messages: [{ type: 'validatorMessage', source: 'siteId', code: 'invalid', value: 'Unknown site.' }],
      }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'jordan');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'cannot-reset'));
    expect(screen.getByRole('alert')).toHaveTextContent(/Your password cannot be reset/);
    expect(screen.getByRole('textbox', { name: /Username/ })).not.toHaveAttribute('aria-invalid');
  });

  it('sends once, however often the button is pressed', async () => {
    const { calls } = renderAt('/forgot-password', { [RESET_EMAIL]: never });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'jordan');
    submitTwice(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(calls('POST', '/api/v2/password-reset/reset-email')).not.toHaveLength(0));
    expect(calls('POST', '/api/v2/password-reset/reset-email')).toHaveLength(1);
  });

  it('puts the failure away when its banner is closed', async () => {
    const { root } = renderAt('/forgot-password', { [RESET_EMAIL]: () => ({ status: 500 }) });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'jordan');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(root()).toHaveAttribute('data-state', 'idle');
  });
});

describe('reset-password: the set-new-password form', () => {
  const path = () => `/set-new-password/1006/tok_en/${future()}`;

  it('shows the expired message with a way to a new link, without any call, once the timestamp has passed', () => {
    const { root, requests } = renderAt(`/set-new-password/1006/tok_en/${Date.now() - 1}`);
    expect(screen.getByRole('alert')).toHaveTextContent(/expired.*one hour/);
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    expect(root()).toHaveAttribute('data-state', 'invalid-token');
    expect(screen.queryByLabelText(/New password/)).toBeNull();
    expect(requests).toEqual([]);
  });

  it('says a link with a part missing is not complete', () => {
    const { root } = renderAt('/set-new-password/1006/tok_en');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is not complete.');
    expect(root()).toHaveAttribute('data-state', 'invalid-token');
  });

  it('checks both fields before sending: required, letters, digits and underscore, equal', async () => {
    const { root, requests } = renderAt(path());
    const password = screen.getByLabelText(/^New password/);
    const again = screen.getByLabelText(/^Confirm new password/);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(password).toHaveAccessibleDescription(/Required/);
    expect(again).toHaveAccessibleDescription('Required');
    expect(password).toHaveFocus();
    expect(root()).toHaveAttribute('data-state', 'invalid');

    await userEvent.type(password, 'new pass');
    await userEvent.type(again, 'new_pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(password).toHaveAccessibleDescription(/Use only letters, numbers and underscores\./);
    expect(again).toHaveAccessibleDescription('The passwords do not match.');
    expect(requests).toEqual([]);
  });

  it('sends user, token and password, then says it changed with a link to log in', async () => {
    const { root, calls } = renderAt(path(), { [NEW_PASSWORD]: () => ({ data: { success: true } }) });
    await userEvent.type(screen.getByLabelText(/^New password/), 'fresh_Pass1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'fresh_Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute('href', '/login');
    expect(root()).toHaveAttribute('data-state', 'done');
    expect(calls('POST', '/api/v2/password-reset/new-password').map((r) => r.body)).toEqual([
      { userId: '1006', token: 'tok_en', password: 'fresh_Pass1' },
    ]);
  });

  it.each([
    ['cannot-set', { status: 422, data: { success: false, error: 'invalidToken' } }, CANNOT_SET],
    ['communication-error', { status: 502 }, 'An error occurred. Please ensure you are connected to the internet and try again.'],
  ])('shows %s in the error banner', async (state, answer, text) => {
    const { root } = renderAt(path(), { [NEW_PASSWORD]: () => answer });
    await userEvent.type(screen.getByLabelText(/^New password/), 'fresh_Pass1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'fresh_Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', state));
    expect(screen.getByRole('alert').querySelector('.cmsb-error-banner__message')).toHaveTextContent(text);
    expect(screen.getByLabelText(/^New password/)).toHaveValue('fresh_Pass1');
  });

  it("shows the server's password message at the field (the invalid form)", async () => {
    const { root } = renderAt(path(), {
      [NEW_PASSWORD]: () => ({
        status: 422,
        messages: [{ type: 'validatorMessage', source: 'password', code: 'invalid', value: 'Too weak for the server.' }],
      }),
    });
    await userEvent.type(screen.getByLabelText(/^New password/), 'fresh_Pass1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'fresh_Pass1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'invalid'));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/Too weak for the server\./);
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveFocus());
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveValue('fresh_Pass1');
  });

  it('sends once, however often the button is pressed, and is loading meanwhile', async () => {
    const { root, calls } = renderAt(path(), { [NEW_PASSWORD]: never });
    await userEvent.type(screen.getByLabelText(/^New password/), 'fresh_Pass1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'fresh_Pass1');
    submitTwice(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(calls('POST', '/api/v2/password-reset/new-password')).not.toHaveLength(0));
    expect(calls('POST', '/api/v2/password-reset/new-password')).toHaveLength(1);
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'loading'));
  });
});
