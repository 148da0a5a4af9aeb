import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/conference/conference-ticket-list/index.ts';
import { ALREADY_CHECKED_IN_CODE } from '#contracts/conference.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import { conferenceSummary, feature, manyTickets, ticket } from '../../tests/fixtures/conference/ticket.ts';

const staff = { user: { id: '2001', username: 'staff' } };
const TICKETS = 'GET /api/conference-tickets';

const tickets = [
  ticket({ features: [feature()], checkedIn: true, checkedInAt: '2027-05-12T08:00:00Z' }),
  ticket({
    uid: 'T-2',
    firstName: 'Grace',
    lastName: 'Hopper',
    displayName: 'Amazing Grace',
    orderNumber: 'ORD-1002',
    active: false,
    ribbons: [],
  }),
  ...manyTickets(43).map((t, i) => ({ ...t, uid: `M-${i + 1}` })),
];

const server = (routes: Record<string, FakeHandler> = {}) =>
  withServer(() => ({
    'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }),
    'GET /api/conference': () => ({ data: [conferenceSummary] }),
    [TICKETS]: () => ({ data: tickets }),
    'PUT /api/conference-tickets/T-1': (request) => ({ data: { ...tickets[0], ...(request.body as object) } }),
    'DELETE /api/conference-tickets/T-1': () => ({ data: null }),
    ...routes,
  }));

/** Puts `query` into the address for the story and takes it out afterwards (the list reads ?q= and ?page=). */
const withQuery = (query: Record<string, string>) => () => {
  const before = window.location.href;
  const url = new URL(before);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url);
  return () => window.history.replaceState(window.history.state, '', before);
};

const state = (canvasElement: HTMLElement, expected: string) =>
  waitFor(() => expect(canvasElement.querySelector('.cmsb-ticket-list__body')).toHaveAttribute('data-state', expected));

const meta = {
  title: 'Conference/conference-ticket-list',
  component: block.component,
  parameters: { pageConfig: staff },
  decorators: [server()],
  beforeEach: withQuery({ q: '', page: '1' }),
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  decorators: [server({ [TICKETS]: never })],
  play: async ({ canvasElement }) => {
    await state(canvasElement, 'loading');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Tickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await state(canvasElement, 'ready');
    await expect(canvas.getByText('Showing 1–20 of 45 · 12 of 45 checked in')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Checked in: Ada Lovelace' })).toBeChecked();
    const inactive = canvas.getByRole('checkbox', { name: 'Checked in: Grace Hopper' });
    await expect(inactive).toBeDisabled();
    await expect(inactive).toHaveAccessibleDescription('Not active');
    await expect(canvas.getAllByRole('listitem').some((item) => item.textContent === 'Speaker')).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Download CSV: all 44 active tickets' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Edit the ticket of Ada Lovelace' })).toHaveAttribute(
      'href',
      '/conference/ticket/T-1',
    );
  },
};

export const SearchWithNoMatch: Story = {
  beforeEach: withQuery({ q: 'nobody at all' }),
  play: async ({ canvasElement }) => {
    await state(canvasElement, 'no-match');
    await expect(within(canvasElement).getByText('No tickets match "nobody at all".')).toBeVisible();
  },
};

export const SearchByOwnerName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search tickets' }), 'jose nunez');
    await expect(canvas.getByText(/^Showing 1–2 of 2/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV: the 1 active tickets of this search' })).toBeVisible();
  },
};

export const OutOfRangePage: Story = {
  beforeEach: withQuery({ page: '7' }),
  play: async ({ canvasElement }) => {
    await state(canvasElement, 'out-of-range');
    await expect(within(canvasElement).getByText('Page 7 is out of range')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Go to page 1' }));
    await state(canvasElement, 'ready');
  },
};

export const ConfirmUndo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Checked in: Ada Lovelace' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Undo check-in?' });
    await expect(dialog).toHaveTextContent('Ada Lovelace will be marked as not checked in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('checkbox', { name: 'Checked in: Ada Lovelace' })).toBeChecked();
  },
};

// Attendee2 Smith: active, not checked in, on the first page.
const attendee2 = tickets[3]!;
const PUT_ATTENDEE2 = `PUT /api/conference-tickets/${attendee2.uid}`;

/** A check-in the server fails: the toggle goes back, and the list's error banner says so and takes the focus. */
export const CheckInFailed: Story = {
  decorators: [server({ [PUT_ATTENDEE2]: () => ({ status: 500 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: 'Checked in: Attendee2 Smith' });
    await userEvent.click(toggle);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('An unknown error occured while making request.');
    await expect(banner).toHaveFocus();
    await expect(toggle).not.toBeChecked();
  },
};

/** Another desk checked the ticket in first: a warning at the list, and the focus stays where it was. */
export const CheckInConflict: Story = {
  decorators: [
    server({
      [PUT_ATTENDEE2]: () => ({
        status: 409,
        data: { ...attendee2, checkedIn: true, checkedInAt: '2027-05-12T08:00:00Z' },
        messages: [{ type: 'error', source: 'checkedIn', code: ALREADY_CHECKED_IN_CODE, value: 'Already checked in.' }],
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: 'Checked in: Attendee2 Smith' });
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Another desk changed the check-in of Attendee2 Smith first. This page now shows it.',
    );
    await expect(toggle).toHaveFocus();
    await expect(toggle).toBeChecked();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete the ticket of Ada Lovelace' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Delete this ticket?' });
    await expect(dialog).toHaveTextContent('The ticket of Ada Lovelace will be deleted. This cannot be undone.');
  },
};

export const NotStaff: Story = {
  decorators: [server({ 'GET /api/conference-access': () => ({ data: { staff: false, lookupAccess: false } }) })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Only conference staff can use this tool. Log in with a staff account.'),
    ).toBeVisible();
  },
};
