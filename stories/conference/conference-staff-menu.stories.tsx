import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffMenu } from '../../blocks/conference/conference-staff-menu/staff-menu.tsx';
import { removeStored, writeStored } from '#host/storage-keys.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const staff = withServer({ 'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }) });
const nav = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('navigation', { name: 'Conference staff' });

const meta = {
  title: 'Conference/conference-staff-menu',
  component: StaffMenu,
  args: { path: '/conference/ticket' },
  parameters: { pageConfig: { user: { id: '1001', username: 'admin' } } },
  decorators: [staff],
  beforeEach: () => {
    removeStored('conferenceStaffMenu');
  },
} satisfies Meta<typeof StaffMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(nav(canvasElement)).toBeVisible());
    await expect(within(canvasElement).getByRole('link', { name: 'Ticket List' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getByRole('button', { name: 'Staff menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Hidden on this device before: only the toggle shows; it opens the menu again. */
export const Hidden: Story = {
  beforeEach: () => {
    writeStored('conferenceStaffMenu', false);
  },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: 'Staff menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(canvasElement)).toBeNull();
    await userEvent.click(toggle);
    await expect(nav(canvasElement)).toBeVisible();
  },
};

/** On the purchase screen the menu is always open, even when hidden elsewhere, and has no toggle. */
export const ForcedAtPurchase: Story = {
  args: { path: '/conf' },
  beforeEach: () => {
    writeStored('conferenceStaffMenu', false);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(nav(canvasElement)).toBeVisible());
    await expect(within(canvasElement).queryByRole('button', { name: 'Staff menu' })).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('aria-current', 'page');
  },
};
