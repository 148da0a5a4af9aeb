import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/site/free-simple-event-registration/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';

const EVENT_ID = 'essential-oils-101';
const GET_EVENT = `GET /api/v2/free-simple-event-registration/public/events/${EVENT_ID}`;
const TICKETS = 'POST /api/v2/free-simple-event-registration/public/tickets';
const casey = { user: { id: '1003', username: 'customer' } };

const event = {
  id: EVENT_ID,
  name: 'Essential Oils 101',
  startsAt: '2026-05-03T01:00:00.000Z',
  timeZone: 'America/Denver',
  location: 'Wash Park Community Room, Denver, CO',
  description: 'An evening introduction to essential oils.',
};

const ticket: FakeHandler = (request) => {
  const body = request.body as Record<string, string>;
  return {
    data: { ticketNumber: 'TICKET2345', eventId: EVENT_ID, eventName: event.name, ...body },
  };
};

const server = (routes: Record<string, FakeHandler> = {}) =>
  withServer(() => ({ [GET_EVENT]: () => ({ data: event }), [TICKETS]: ticket, ...routes }));

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('.cmsb-event');
const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', state));

async function registerAda(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^First name/ }), 'ada');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
}

const meta = {
  title: 'Site/free-simple-event-registration',
  component: block.component,
  args: { eventId: EVENT_ID },
  parameters: { pageConfig: casey },
  decorators: [server()],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  decorators: [server({ [GET_EVENT]: never })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expectState(canvasElement, 'loading');
  },
};

export const NotLoggedIn: Story = {
  parameters: { pageConfig: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You must be logged in before you can register for events.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/login\?redirect=/),
    );
    await expectState(canvasElement, 'not-logged-in');
  },
};

/** What a content administrator sees in edit mode when the block has no eventId (visitors see nothing). */
export const MissingEventId: Story = {
  args: { eventId: undefined },
  parameters: { pageConfig: { ...casey, editMode: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/has no event\. Set its eventId/);
    await expectState(canvasElement, 'missing-event-id');
  },
};

export const FormReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Essential Oils 101')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Country/ })).toHaveValue('USA');
    await expectState(canvasElement, 'ready');
  },
};

export const CommunicationError: Story = {
  decorators: [server({ [TICKETS]: () => ({ status: 500 }) })],
  play: async ({ canvasElement }) => {
    await registerAda(canvasElement);
    await expectState(canvasElement, 'communication-error');
    await expect(canvasElement.querySelector('.cmsb-error-banner__message')).toHaveTextContent(
      'Some information was missing or invalid. Please check the form and try again.',
    );
  },
};

/** Sent without names or email: the invalid-data warning and each field marked. */
export const InvalidData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register' }));
    await expectState(canvasElement, 'invalid-data');
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Required');
  },
};

export const Registered: Story = {
  play: async ({ canvasElement }) => {
    await registerAda(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ada Lovelace is registered for Essential Oils 101.')).toBeVisible();
    await expect(canvas.getByText('Ticket number: TICKET2345')).toBeVisible();
    await expectState(canvasElement, 'registered');
  },
};

/** 'Register another' returns to an empty form. */
export const RegisterAnother: Story = {
  play: async ({ canvasElement }) => {
    await registerAda(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Register another' }));
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    await expectState(canvasElement, 'ready');
  },
};
