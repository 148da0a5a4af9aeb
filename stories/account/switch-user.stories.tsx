import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/account/switch-user/index.ts';
import { impersonationNavigation } from '../../blocks/account/shared/impersonation-actions.ts';
import { never } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import {
  fakeImpersonationServer,
  impersonatingCustomer,
  notImpersonating,
  ok,
  refused,
  SEARCH_PATH,
  STATUS_PATH,
} from '../../tests/fixtures/account/impersonation.ts';

const admin = { pageConfig: { user: { id: '1001', username: 'admin', status: 'E', isSu: true } } };

const meta = {
  title: 'Account/switch-user',
  component: block.component,
  decorators: [withServer(() => fakeImpersonationServer(notImpersonating))],
  parameters: admin,
  beforeEach: () => {
    const reload = impersonationNavigation.reload;
    impersonationNavigation.reload = () => undefined;
    return () => {
      impersonationNavigation.reload = reload;
      sessionStorage.clear();
    };
  },
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  decorators: [withServer({ [`GET ${STATUS_PATH}`]: never })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Switch User' })).toBeVisible();
    await expect(canvas.getByPlaceholderText('last name')).toBeVisible();
    await expect(canvas.getByPlaceholderText('RCN or username')).toBeVisible();
  },
};

export const NotSuperUser: Story = {
  parameters: { pageConfig: { user: { id: '1003', username: 'customer', isSu: false } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Only super-users can switch users.')).toBeVisible();
  },
};

const lookUp = async (canvasElement: HTMLElement, lastName: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Search by last name (optional):'), lastName);
  await userEvent.click(canvas.getByRole('button', { name: 'Lookup RCN' }));
};

export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'Morgan');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Search results' });
    await expect(dialog).toHaveTextContent('Click to switch to user');
    await expect(within(dialog).getAllByRole('button', { name: /Morgan/ })).toHaveLength(2);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'Nobody');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Search results' });
    await expect(within(dialog).getByText('No results found')).toBeVisible();
  },
};

export const SearchFailed: Story = {
  decorators: [
    withServer({
      [`GET ${STATUS_PATH}`]: ok(notImpersonating),
      [`GET ${SEARCH_PATH}`]: refused(403, 'Only super-users can search users.'),
    }),
  ],
  play: async ({ canvasElement }) => {
    await lookUp(canvasElement, 'Morgan');
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Only super-users can search users.'));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

export const SwitchFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/User to switch to/), 'ghost');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to User' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No user was found with the RCN or username "ghost".');
    await expect(canvas.getByRole('button', { name: 'Switch to User' })).toBeEnabled();
  },
};

export const Switching: Story = {
  decorators: [withServer({ [`GET ${STATUS_PATH}`]: ok(notImpersonating), 'POST /api/rpc/switch-user': never })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/User to switch to/), 'customer');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to User' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Switch to User' })).toBeDisabled());
  },
};

export const Impersonating: Story = {
  decorators: [withServer(() => fakeImpersonationServer(impersonatingCustomer))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/1003 customer/)).toBeVisible();
    await expect(canvas.getByLabelText(/Your password/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'End Impersonation' })).toBeVisible();
  },
};
