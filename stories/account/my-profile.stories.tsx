import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/account/my-profile/index.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import { demoProfile, invalidAnswer, PROFILE_PATH, profileRoutes } from '../../tests/fixtures/account/profile.ts';

const riley = { user: { id: '1007', username: 'riley', status: 'D' } };
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-profile');

const meta = {
  title: 'Account/my-profile',
  component: block.component,
  args: {},
  parameters: { pageConfig: riley },
  decorators: [withServer(() => profileRoutes())],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Not logged in: the spec's message and a login link that comes back here. */
export const LoggedOut: Story = {
  parameters: { pageConfig: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You must be logged in before you can use this page.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\?redirect=/),
    );
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'logged-out');
  },
};

export const Loading: Story = {
  decorators: [withServer(() => ({ ...profileRoutes(), [`GET ${PROFILE_PATH}`]: never }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your profile…');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loading');
  },
};

/** A distributor (status D): the PGPV table above the form. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'PGPV' })).toHaveTextContent('Accumulated lifetime');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Letters, numbers and underscores only.',
    );
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** Anyone but a distributor: no PGPV table. */
export const WithoutPgpv: Story = {
  decorators: [withServer(() => profileRoutes(demoProfile({ status: 'R' })))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: 'Personal Profile' });
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Submitting: Story = {
  decorators: [withServer(() => profileRoutes(demoProfile(), never))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'submitting');
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('Your information was updated successfully!')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'success');
  },
};

/** The server refused a field: the warning, and its message at the field. */
export const Warning: Story = {
  decorators: [withServer(() => profileRoutes(demoProfile(), invalidAnswer({ username: 'This username is already taken.' })))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Update' }));
    await expect(
      await canvas.findByText('Some information was missing or invalid on the form. Please check the form and try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(/already taken/);
  },
};

/** A new password needs the current one: a wrong one gets its message, focus, and what was typed stays. */
export const CurrentPasswordRefused: Story = {
  decorators: [
    withServer(() => profileRoutes(demoProfile(), invalidAnswer({ currentPassword: 'The current password is not correct.' }))),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/), 'new_pass1');
    await userEvent.type(canvas.getByLabelText('Verify Password'), 'new_pass1');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'a_guess');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const current = canvas.getByLabelText(/^Current Password/);
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription(/The current password is not correct\./);
    await expect(canvas.getByLabelText('Verify Password')).toHaveValue('new_pass1');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'warning');
  },
};

/**
 * Another email address needs the current password too: the form asks for it before sending (the
 * fake server would save, so the warning state shows the form itself refused).
 */
export const EmailChangeNeedsCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByLabelText(/^Current Password/);
    await expect(current).toHaveAccessibleDescription('Needed to change your username, email address or password.');
    await expect(current).not.toBeRequired();
    const email = canvas.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'riley.quinn@example.net');
    await expect(current).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription(
      /Enter your current password to change your username, email address or password\./,
    );
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'warning');
  },
};

/** Differing passwords block the update and bring the verify field into view, which says why (our departure from the spec). */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Password/), 'new_pass1');
    await userEvent.type(canvas.getByLabelText('Verify Password'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const verify = canvas.getByLabelText('Verify Password');
    await waitFor(() => expect(verify).toHaveFocus());
    await expect(verify).toHaveAccessibleDescription(/The passwords do not match\.$/);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};
