import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/conference/conference-check-in/index.ts';
import { ALREADY_CHECKED_IN_CODE, type ConferenceTicket, type TicketUpdate } from '#contracts/conference.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import { ticket } from '../../tests/fixtures/conference/ticket.ts';

const staff = { user: { id: '2001', username: 'staff' } };

/** A ticket of its own order and owner, so a scanned order number names it alone. */
const attendee = (uid: string, first: string, last: string, changes: Partial<ConferenceTicket> = {}): ConferenceTicket =>
  ticket({
    uid,
    conferenceId: 'conf-1',
    firstName: first,
    lastName: last,
    displayName: first,
    displayRcn: '',
    orderNumber: `ORD-${uid}`,
    ownerRcn: `RCN-${uid}`,
    ownerFirstName: first,
    ownerLastName: last,
    ribbons: [],
    ...changes,
  });

const grace = attendee('1001', 'Grace', 'Hopper', {
  displayName: 'Amazing Grace',
  features: [
    {
      uid: 'f1',
      ticketUid: '1001',
      skuNumber: 'CONF-PARTY',
      name: 'Closing party',
      orderNumber: 'ORD-1001',
      ownerRcn: 'RCN-1001',
      conferenceId: 'conf-1',
      type: 'conferenceFeature',
    },
  ],
  ribbons: [
    { name: 'Diamond', color: '#1e429f', has: true },
    { name: 'First timer', color: '#046c4e', has: true },
  ],
});
const tickets = [
  grace,
  attendee('1002', 'Ada', 'Lovelace'),
  attendee('1003', 'Adam', 'Lovelace', { orderNumber: 'ORD-1002' }),
  attendee('1004', 'Emmy', 'Noether', { checkedIn: true, checkedInAt: '2026-04-01T15:05:00.000Z' }),
  attendee('1005', 'Kurt', 'Gödel', { active: false }),
];

const checkIn: FakeHandler = (request) => {
  const body = request.body as TicketUpdate;
  const stored = tickets.find((ticket) => request.path.endsWith(ticket.uid))!;
  return { data: { ...stored, checkedIn: body.checkedIn, checkedInAt: body.checkedIn ? new Date().toISOString() : null } };
};

const PUT_GRACE = 'PUT /api/conference-tickets/1001';
const server = (routes: Record<string, FakeHandler> = {}) =>
  withServer(() => ({
    'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }),
    'GET /api/conference': () => ({ data: [{ id: 'conf-1', title: 'Spring Convention', active: true, startsOn: '2026-04-01' }] }),
    'GET /api/conference-tickets': () => ({ data: tickets }),
    ...Object.fromEntries(tickets.map((ticket) => [`PUT /api/conference-tickets/${ticket.uid}`, checkIn])),
    ...routes,
  }));

const field = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: /^Scan or search/ });
const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(canvasElement.querySelector('.cmsb-checkin__desk')).toHaveAttribute('data-state', state));
const scan = async (canvasElement: HTMLElement, code: string) => {
  await userEvent.type(await field(canvasElement), `${code}{Enter}`);
};

const meta = {
  title: 'Conference/conference-check-in',
  component: block.component,
  parameters: { pageConfig: staff },
  decorators: [server()],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  decorators: [server({ 'GET /api/conference-tickets': never })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

/** The field has focus and the count shows: ready for the first scan. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(await field(canvasElement)).toHaveFocus();
    await expect(within(canvasElement).getByText('1 of 4 checked in')).toBeVisible();
    await expectState(canvasElement, 'ready');
  },
};

export const ResultsList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), 'lovelace');
    const list = within(canvasElement).getByRole('listbox', { name: 'Matching tickets' });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(list).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const CheckedIn: Story = {
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ORD-1001');
    await expectState(canvasElement, 'checked-in');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amazing Grace', { selector: '.cmsb-checkin__badge-name' })).toBeVisible();
    await expect(canvas.getByText('Closing party')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo check-in of Amazing Grace' })).toBeVisible();
    await expect(canvas.getByText('2 of 4 checked in')).toBeVisible();
  },
};

/** Undoing asks first, by keyboard too: Esc, Ctrl+Z, Enter; the field has the focus again once the dialog is gone. */
export const UndoConfirmed: Story = {
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ORD-1001');
    await expectState(canvasElement, 'checked-in');
    const canvas = within(canvasElement);
    await userEvent.keyboard('{Escape}{Control>}z{/Control}');
    const dialog = canvas.getByRole('dialog', { name: 'Undo check-in?' });
    await expect(dialog).toHaveTextContent('Amazing Grace will be marked as not checked in.');
    await expect(within(dialog).getByRole('button', { name: 'Undo check-in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectState(canvasElement, 'undone');
    await expect(canvas.getByText('1 of 4 checked in')).toBeVisible();
    await expect(await field(canvasElement)).toHaveFocus();
  },
};

/** A code of several tickets (an order of two): the first still to check in is selected, so Enter checks it in. */
export const CodeOfSeveralTickets: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await field(canvasElement), 'ORD-1002');
    const canvas = within(canvasElement);
    const options = within(canvas.getByRole('listbox', { name: 'Matching tickets' })).getAllByRole('option');
    await expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    await expect(canvas.getByText('Ada is selected. 1 other ticket matches: ↑ ↓ to choose it.')).toBeVisible();
  },
};

export const AlreadyCheckedIn: Story = {
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ORD-1004');
    await expectState(canvasElement, 'already-checked-in');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Already checked in.*Emmy was checked in at/);
  },
};

/** Another desk checked the ticket in a moment before this one. */
export const Conflict: Story = {
  decorators: [
    server({
      [PUT_GRACE]: () => ({
        status: 409,
        data: { ...grace, checkedIn: true, checkedInAt: new Date().toISOString() },
        messages: [{ type: 'error', source: 'checkedIn', code: ALREADY_CHECKED_IN_CODE, value: 'Already checked in.' }],
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ORD-1001');
    await expectState(canvasElement, 'conflict');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Amazing Grace was just checked in at another desk');
  },
};

export const FailedCall: Story = {
  decorators: [server({ [PUT_GRACE]: () => ({ status: 500 }) })],
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ORD-1001');
    await expectState(canvasElement, 'failed');
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('An unknown error occured while making request.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(within(canvasElement).getByText('1 of 4 checked in')).toBeVisible();
  },
};

export const NotActive: Story = {
  play: async ({ canvasElement }) => {
    await scan(canvasElement, 'ORD-1005');
    await expectState(canvasElement, 'inactive');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The ticket of Kurt is not active');
  },
};
