import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/account/reset-password/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const RESET_EMAIL = 'POST /api/v2/password-reset/reset-email';
const NEW_PASSWORD = 'POST /api/v2/password-reset/new-password';

const answering = (route: string, answer: FakeHandler) => withServer(() => ({ [route]: answer }));

/** A link that is still good for half an hour (the set-new-password form); in Storybook it comes as props. */
const link = { userId: '1006', token: 'sample_token', expirationTimestamp: Date.now() + 30 * 60 * 1000 };

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-reset-password');
const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state));

async function requestReset(canvasElement: HTMLElement, identity = 'jordan') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Username or email address/ }), identity);
  await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
}

async function setNewPassword(canvasElement: HTMLElement, password = 'fresh_Pass1', again = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), again);
  await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
}

const bannerMessage = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-error-banner__message');

const meta = {
  title: 'Account/reset-password',
  component: block.component,
  args: {},
  decorators: [answering(RESET_EMAIL, () => ({ data: { success: true } }))],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Reset request, not started: the identity field and the button. */
export const RequestNotStarted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Username or email address/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

export const RequestLoading: Story = {
  decorators: [answering(RESET_EMAIL, never)],
  play: async ({ canvasElement }) => {
    await requestReset(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Send reset link' })).toBeDisabled();
    await expectState(canvasElement, 'loading');
  },
};

export const RequestDone: Story = {
  play: async ({ canvasElement }) => {
    await requestReset(canvasElement, 'jordan@example.com');
    const done = await within(canvasElement).findByRole('status');
    await expect(done).toHaveTextContent(/^You will receive an email shortly .*check your spam folder\.$/);
    await expectState(canvasElement, 'done');
  },
};

/** Sent empty: 'Required' at the field, which takes the focus; nothing is sent. */
export const RequestInvalidFormData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    const field = canvas.getByRole('textbox', { name: /Username or email address/ });
    await expect(field).toHaveAccessibleDescription('Required');
    await expect(field).toHaveFocus();
    await expectState(canvasElement, 'invalid');
  },
};

export const RequestCannotReset: Story = {
  decorators: [answering(RESET_EMAIL, () => ({ status: 422, data: { success: false, error: 'cannotReset' } }))],
  play: async ({ canvasElement }) => {
    await requestReset(canvasElement, 'not an account');
    await expectState(canvasElement, 'cannot-reset');
    await expect(bannerMessage(canvasElement)).toHaveTextContent(
      /^Your password cannot be reset with the information you provided\. .*call us if you need additional assistance\.$/,
    );
  },
};

export const RequestCommunicationError: Story = {
  decorators: [answering(RESET_EMAIL, () => ({ status: 503 }))],
  play: async ({ canvasElement }) => {
    await requestReset(canvasElement);
    await expectState(canvasElement, 'communication-error');
    await expect(bannerMessage(canvasElement)).toHaveTextContent(
      'An error occurred. Please ensure you are connected to the internet and try again.',
    );
  },
};

export const RequestCaptchaFailed: Story = {
  decorators: [answering(RESET_EMAIL, () => ({ status: 422, data: { success: false, error: 'captcha' } }))],
  play: async ({ canvasElement }) => {
    await requestReset(canvasElement);
    await expectState(canvasElement, 'captcha-failed');
    await expect(bannerMessage(canvasElement)).toHaveTextContent('CAPTCHA validation failed.');
  },
};

/** New password, not started: both fields and the button. */
export const NewPasswordNotStarted: Story = {
  args: link,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAttribute('autocomplete', 'new-password');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

export const NewPasswordLoading: Story = {
  args: link,
  decorators: [answering(NEW_PASSWORD, never)],
  play: async ({ canvasElement }) => {
    await setNewPassword(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Set new password' })).toBeDisabled();
    await expectState(canvasElement, 'loading');
  },
};

export const NewPasswordDone: Story = {
  args: link,
  decorators: [answering(NEW_PASSWORD, () => ({ data: { success: true } }))],
  play: async ({ canvasElement }) => {
    await setNewPassword(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been changed.');
    await expect(canvas.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute('href', '/login');
  },
};

/** Letters, digits and underscore only, and the same twice: each field says what is wrong. */
export const NewPasswordInvalidForm: Story = {
  args: link,
  play: async ({ canvasElement }) => {
    await setNewPassword(canvasElement, 'my pass', 'my_pass');
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      /Use only letters, numbers and underscores\./,
    );
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('The passwords do not match.');
    await expectState(canvasElement, 'invalid');
  },
};

/** The server refused the link (used, unknown, or expired on its clock). */
export const NewPasswordCannotSet: Story = {
  args: link,
  decorators: [answering(NEW_PASSWORD, () => ({ status: 422, data: { success: false, error: 'invalidToken' } }))],
  play: async ({ canvasElement }) => {
    await setNewPassword(canvasElement);
    await expectState(canvasElement, 'cannot-set');
    await expect(bannerMessage(canvasElement)).toHaveTextContent(
      'Your password could not be reset. Please call us if you need additional assistance.',
    );
  },
};

export const NewPasswordCommunicationError: Story = {
  args: link,
  decorators: [answering(NEW_PASSWORD, () => ({ status: 500 }))],
  play: async ({ canvasElement }) => {
    await setNewPassword(canvasElement);
    await expectState(canvasElement, 'communication-error');
    await expect(bannerMessage(canvasElement)).toHaveTextContent(
      'An error occurred. Please ensure you are connected to the internet and try again.',
    );
  },
};

/** The link's expiry has passed: the expired message at once, no form and no call. */
export const NewPasswordInvalidToken: Story = {
  args: { ...link, expirationTimestamp: Date.now() - 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/expired\. Reset emails expire after one hour/);
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.queryByLabelText(/^New password/)).toBeNull();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'invalid-token');
  },
};

/** Only part of a link was given: the same state, saying the link is not complete. */
export const NewPasswordBrokenLink: Story = {
  args: { userId: '1006' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This password reset link is not complete.');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'invalid-token');
  },
};
