import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import block from '../../blocks/conference/conference-ticket-details/index.ts';
import type { FakeHandler } from '../../tests/support/fake-fetch.ts';
import { withServer } from '../../tests/support/story-server.tsx';
import { conference, feature, ticket } from '../../tests/fixtures/conference/ticket.ts';

const staff = { user: { id: '2001', username: 'admin' } };
const ada = ticket({ features: [feature({ skuNumber: 'LUNCH-3', name: 'Lunch, three days' })] });
const TICKET = `/api/conference-tickets/${ada.uid}`;

const server = (routes: Record<string, FakeHandler> = {}) =>
  withServer(() => ({
    'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: true } }),
    [`GET ${TICKET}`]: () => ({ data: ada }),
    [`GET /api/conference/${conference.id}`]: () => ({ data: conference }),
    [`PUT ${TICKET}`]: (request) => ({ data: { ...ada, ...(request.body as object) } }),
    ...routes,
  }));

const state = (canvasElement: HTMLElement, expected: string) =>
  waitFor(() => expect(canvasElement.querySelector('.cmsb-ticket-details__body')).toHaveAttribute('data-state', expected));

const meta = {
  title: 'Conference/conference-ticket-details',
  component: block.component,
  args: { uid: ada.uid },
  parameters: { pageConfig: staff },
  decorators: [server()],
} satisfies Meta<typeof block.component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await state(canvasElement, 'ready');
    await expect(canvas.getByRole('heading', { name: 'Ticket of Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Ticket type/ })).toHaveValue('SUM-FULL');
    await expect(canvas.getByText('Lunch, three days')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Ribbons' })).toHaveTextContent('Speaker');
    // The created date in the page locale (en-US), not the raw timestamp.
    await expect(canvasElement.querySelector('time')).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, 20\d\d, \d{1,2}:\d{2}\s[AP]M$/);
  },
};

export const UnsavedCheckInRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^City/ }), ' East');
    await userEvent.click(canvas.getByRole('button', { name: 'Check in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please save changes before checking in.');
  },
};

export const SavedToast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^City/ }), ' East');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // note: the toast fades in, so its presence is what tells the save went through
    await expect(await within(document.body).findByText('The ticket was successfully updated!')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-dirty]')).toHaveAttribute('data-dirty', 'false');
  },
};

/** A save the server fails: the error banner at the form takes the focus; what was typed stays. */
export const SaveFailed: Story = {
  decorators: [server({ [`PUT ${TICKET}`]: () => ({ status: 500 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const city = await canvas.findByRole('textbox', { name: /^City/ });
    await userEvent.type(city, ' East');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('An unknown error occured while making request.');
    await expect(banner).toHaveFocus();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'error');
    await expect(city).toHaveValue('London East');
  },
};

export const NotFound: Story = {
  decorators: [server({ [`GET ${TICKET}`]: () => ({ status: 404 }) })],
  play: async ({ canvasElement }) => {
    await state(canvasElement, 'not-found');
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the ticket list' })).toHaveAttribute(
      'href',
      '/conference/ticket',
    );
  },
};

export const WithFeaturesToAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gala = await canvas.findByRole('combobox', { name: /Gala dinner/ });
    await userEvent.selectOptions(gala, 'GALA-STD');
    await expect(canvas.getByRole('button', { name: 'Save with features' })).toBeVisible();
    await expect(within(gala).getByRole('option', { name: 'VIP table (sold out)' })).toBeDisabled();
  },
};

/** The switch to the owner worked but adding the features did not: staff now act as the owner. */
export const ActingAsOwnerAfterFailedAddition: Story = {
  decorators: [
    server({
      'POST /api/rpc/switch-user': () => ({ data: { isSu: true, impersonatedUser: { id: '9', username: 'owner' } } }),
      'POST /api/cart/order/current/items': () => ({
        status: 422,
        messages: [{ type: 'error', source: 'order', code: 'closed', value: 'The order is closed.' }],
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Gala dinner/ }), 'GALA-STD');
    await userEvent.click(canvas.getByRole('button', { name: 'Save with features' }));
    await expect(await canvas.findByText('The order is closed.')).toBeVisible();
    await expect(
      canvas.getByText(/^You are now acting as .+; switch back from the banner to continue as yourself\.$/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Go to the owner's cart" })).toHaveAttribute('href', '/checkout/cart');
  },
};
