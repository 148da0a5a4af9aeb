import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/conference/conference-ticket-purchase/index.ts';
import { never, type FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import {
  admin,
  CONFERENCE_ID,
  purchaseRoutes,
  ROUTES,
  SOLD_OUT,
  soldOutAnswer,
} from '../../tests/fixtures/conference/purchase.ts';

const server = (lookupAccess: boolean, routes: Record<string, FakeHandler> = {}) =>
  withServer(() => purchaseRoutes(lookupAccess, routes));

const expectState = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(canvasElement.querySelector('.cmsb-tickets')).toHaveAttribute('data-state', state));

const ticket = (canvasElement: HTMLElement, n = 1) => within(within(canvasElement).getByRole('region', { name: `Ticket ${n}` }));

async function chooseEvent(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('region', { name: 'Ticket 1' });
  await userEvent.selectOptions(ticket(canvasElement).getByRole('combobox', { name: /^Event/ }), CONFERENCE_ID);
  return ticket(canvasElement).findByRole('combobox', { name: /^Ticket Type/ });
}

/** A complete ticket but for `skip`. */
async function fillTicket(canvasElement: HTMLElement, skip = '') {
  await userEvent.selectOptions(await chooseEvent(canvasElement), 'CT26-FULL');
  const scope = ticket(canvasElement);
  const values: Record<string, string> = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Name on badge': 'Ada Lovelace',
    City: 'London',
    'State or country': 'UK',
  };
  for (const [name, value] of Object.entries(values)) {
    if (name !== skip) await userEvent.type(scope.getByRole('textbox', { name: new RegExp(`^${name}`) }), value);
  }
}

const meta = {
  title: 'Conference/conference-ticket-purchase',
  component: block.component,
  args: {},
  parameters: { pageConfig: admin },
  decorators: [server(false)],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SignedOut: Story = {
  parameters: { pageConfig: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Log in to buy conference tickets.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/conf');
    await expectState(canvasElement, 'signed-out');
  },
};

export const Loading: Story = {
  decorators: [server(false, { [ROUTES.conferences]: never })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expectState(canvasElement, 'loading');
  },
};

export const NoConferences: Story = {
  decorators: [server(false, { [ROUTES.conferences]: () => ({ data: [] }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No active conferences available.')).toBeVisible();
    await expectState(canvasElement, 'no-conferences');
  },
};

/** The screen as it opens: one ticket, only its event picker, no Checkout yet. */
export const OneEmptyTicket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Ticket 1' });
    await expect(ticket(canvasElement).getByRole('combobox', { name: /^Event/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Add Another Ticket' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Checkout' })).toBeNull();
  },
};

export const EventChosen: Story = {
  args: { typeLabels: [{ conferenceId: CONFERENCE_ID, label: 'Pass' }] },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Ticket 1' });
    await userEvent.selectOptions(ticket(canvasElement).getByRole('combobox', { name: /^Event/ }), CONFERENCE_ID);
    await expect(await ticket(canvasElement).findByRole('combobox', { name: /^Pass/ })).toBeVisible();
    await expect(ticket(canvasElement).getByRole('textbox', { name: /^RCN on badge/ })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Checkout' })).toBeVisible();
  },
};

export const WithFeatures: Story = {
  play: async ({ canvasElement }) => {
    await chooseEvent(canvasElement);
    const scope = ticket(canvasElement);
    await userEvent.click(scope.getByRole('button', { name: 'Add feature' }));
    await userEvent.click(scope.getByRole('button', { name: 'Add feature' }));
    await expect(scope.getByRole('combobox', { name: 'Feature 1' })).toHaveValue('CG26-STD');
    await expect(scope.getByRole('combobox', { name: 'Feature 2' })).toHaveValue('CW26-AM');
  },
};

/** Staff with lookup access search profiles; the results fill the ticket. */
export const LookupAccess: Story = {
  decorators: [server(true)],
  play: async ({ canvasElement }) => {
    const scope = within(await within(canvasElement).findByRole('region', { name: 'Ticket 1' }));
    await userEvent.type(await scope.findByRole('textbox', { name: 'Find a profile by name' }), 'grace');
    await userEvent.click(scope.getByRole('button', { name: 'Search' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Search results' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText('Click to populate ticket')).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: /Grace/ })).toHaveLength(2);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await fillTicket(canvasElement, 'First name');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
    const firstName = ticket(canvasElement).getByRole('textbox', { name: /^First name/ });
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAccessibleDescription("First name is required and can't be empty");
    await expect(
      within(canvasElement).getByText(
        'Some information was missing or invalid on the form. Please check the form and try again.',
      ),
    ).toBeVisible();
    await expectState(canvasElement, 'invalid');
  },
};

/** The server refuses: a cart blocker at the ticket type, shown inline and in the error banner. */
export const ServerMessages: Story = {
  decorators: [
    server(false, {
      [ROUTES.items]: soldOutAnswer(),
    }),
  ],
  play: async ({ canvasElement }) => {
    await fillTicket(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Checkout' }));
    const type = ticket(canvasElement).getByRole('combobox', { name: /^Ticket Type/ });
    await waitFor(() => expect(type).toHaveAccessibleDescription(SOLD_OUT));
    await expect(type).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SOLD_OUT);
    await expectState(canvasElement, 'refused');
  },
};

export const Submitting: Story = {
  decorators: [server(false, { [ROUTES.items]: never })],
  play: async ({ canvasElement }) => {
    await fillTicket(canvasElement);
    const checkout = within(canvasElement).getByRole('button', { name: 'Checkout' });
    await userEvent.click(checkout);
    await waitFor(() => expect(checkout).toHaveAttribute('aria-busy', 'true'));
    await expect(checkout).toBeDisabled();
    await expectState(canvasElement, 'submitting');
  },
};
