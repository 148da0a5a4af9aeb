import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/account/profile-edit/index.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import { demoProfile, invalidAnswer, PROFILE_PATH, profileRoutes } from '../../tests/fixtures/account/profile.ts';

const riley = { user: { id: '1007', username: 'riley', status: 'D' } };
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-profile');
const shipping = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('group', { name: 'Shipping Address' }));

const meta = {
  title: 'Account/profile-edit',
  component: block.component,
  args: {},
  parameters: { pageConfig: riley },
  decorators: [withServer(() => profileRoutes())],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoggedOut: Story = {
  parameters: { pageConfig: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You must be logged in before you can use this page.')).toBeVisible();
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

/** Loaded: the states of the ship country come from its rules. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const ship = await shipping(canvasElement);
    await expect(await ship.findByRole('option', { name: 'Texas' })).toBeInTheDocument();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded');
  },
};

export const Saving: Story = {
  decorators: [withServer(() => profileRoutes(demoProfile(), never))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'saving');
  },
};

/** Saved with a new password (and the current one): the message, and the change-password option cleared. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Change my password' }));
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'new_pass1');
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), 'new_pass1');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'riley_123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your information was updated successfully!')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Change my password' })).not.toBeChecked();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'saved');
  },
};

/** The server's primary message on top, its validator messages at their fields. */
export const ServerMessages: Story = {
  decorators: [
    withServer(() => profileRoutes(demoProfile(), invalidAnswer({ 'shipAddress.addressLine1': 'We cannot ship to a PO box.' }))),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Some information was missing or invalid on the form.'),
    );
    await expect((await shipping(canvasElement)).getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      'We cannot ship to a PO box.',
    );
  },
};

/** A wrong current password: the banner, the message at the field, focus there and what was typed kept. */
export const CurrentPasswordRefused: Story = {
  decorators: [
    withServer(() => profileRoutes(demoProfile(), invalidAnswer({ currentPassword: 'The current password is not correct.' }))),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Change my password' }));
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'new_pass1');
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), 'new_pass1');
    await userEvent.type(canvas.getByLabelText(/^Current Password/), 'a_guess');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Some information was missing or invalid on the form.'),
    );
    const current = canvas.getByLabelText(/^Current Password/);
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription('The current password is not correct.');
    await expect(current).toHaveValue('a_guess');
  },
};

/** A second password that differs blocks the save and takes focus, and says why (our departure from the spec). */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Change my password' }));
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'new_pass1');
    await userEvent.type(canvas.getByLabelText(/^Confirm New Password/), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const second = canvas.getByLabelText(/^Confirm New Password/);
    await waitFor(() => expect(second).toHaveFocus());
    await expect(second).toHaveAccessibleDescription('The passwords do not match.');
  },
};

/** Mexico needs a geo code: a postal code with one candidate fills city and state. */
export const GeoCodeLookup: Story = {
  play: async ({ canvasElement }) => {
    const ship = await shipping(canvasElement);
    await ship.findByRole('option', { name: 'Mexico' });
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Country' }), 'MEX');
    await ship.findByRole('option', { name: 'Nuevo León' });
    const postal = ship.getByRole('textbox', { name: 'Postal Code' });
    await userEvent.clear(postal);
    await userEvent.type(postal, '64000');
    await waitFor(() => expect(ship.getByRole('textbox', { name: 'City' })).toHaveValue('Monterrey'));
    await expect(ship.getByRole('combobox', { name: 'State' })).toHaveValue('NLE');
  },
};

/** Several candidates: the user chooses the city. */
export const GeoCodeChoice: Story = {
  play: async ({ canvasElement }) => {
    const ship = await shipping(canvasElement);
    await ship.findByRole('option', { name: 'Mexico' });
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Country' }), 'MEX');
    await ship.findByRole('option', { name: 'Jalisco' });
    const postal = ship.getByRole('textbox', { name: 'Postal Code' });
    await userEvent.clear(postal);
    await userEvent.type(postal, '45010');
    await userEvent.selectOptions(await ship.findByRole('combobox', { name: 'City for this postal code' }), 'MX-45010-01');
    await expect(ship.getByRole('textbox', { name: 'City' })).toHaveValue('Zapopan');
  },
};

/** The rules of a country fail to load: the server's message, and the state as free text. */
export const CountryRulesFailed: Story = {
  play: async ({ canvasElement }) => {
    const ship = await shipping(canvasElement);
    await ship.findByRole('option', { name: 'United Kingdom' });
    await userEvent.selectOptions(ship.getByRole('combobox', { name: 'Country' }), 'GBR');
    await expect(await ship.findByText('We have no address rules for the country GBR.')).toBeVisible();
    await expect(ship.getByRole('textbox', { name: 'State / Province / Region' })).toBeVisible();
  },
};
