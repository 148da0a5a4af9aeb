import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/conference/conference-ticket-details/index.ts';
import { addFeaturesAsOwner, CART_PATH } from '../../../../blocks/conference/conference-ticket-details/feature-addition.ts';
import { createApiClient } from '../../../../src/api/client.ts';
import { leaveTo } from '../../../../src/host/navigation.ts';
import type * as Navigation from '../../../../src/host/navigation.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';
import { fakeFetch } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { cartOrder } from '../commerce/fixtures/cart-orders.ts';
import { conference, ticket } from './ticket-fixtures.ts';

vi.mock('../../../../src/host/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  leaveTo: vi.fn(),
}));

const Details = block.component;
const staff = { user: { id: '1', username: 'staff' } };
const ada = ticket();
const TICKET = `/api/conference-tickets/${ada.uid}`;

function routes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }),
    [`GET ${TICKET}`]: () => ({ data: ada }),
    [`GET /api/conference/${conference.id}`]: () => ({ data: conference }),
    [`PUT ${TICKET}`]: (request) => ({ data: { ...ada, ...(request.body as object) } }),
    ...overrides,
  };
}

const renderDetails = (overrides?: Record<string, FakeHandler>) =>
  renderIslands(<Details uid={ada.uid} />, routes(overrides), staff);

afterEach(() => {
  vi.mocked(leaveTo).mockClear();
});

describe('conference-ticket-details', () => {
  it('refuses a check-in while the form has unsaved changes, and allows it once saved', async () => {
    const view = renderDetails();
    const city = await screen.findByRole('textbox', { name: /^City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Paris');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please save changes before checking in.');
    expect(view.calls('PUT', TICKET)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The ticket was successfully updated!')).toBeInTheDocument();
    expect(view.calls('PUT', TICKET)[0]?.body).toMatchObject({ city: 'Paris', checkedIn: false, wasCheckedIn: false });
    expect(screen.queryByText('Please save changes before checking in.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(view.calls('PUT', TICKET)).toHaveLength(2));
    expect(view.calls('PUT', TICKET)[1]?.body).toMatchObject({ city: 'Paris', checkedIn: true, wasCheckedIn: false });
  });

  it('checks the rules before saving and focuses the first field in error', async () => {
    const view = renderDetails();
    await userEvent.clear(await screen.findByRole('textbox', { name: /^First name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Some information was missing or invalid on the form/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(
      "First name is required and can't be empty",
    );
    expect(view.calls('PUT', TICKET)).toEqual([]);
  });

  it('marks the fields the server names and keeps what was typed', async () => {
    renderDetails({
      [`PUT ${TICKET}`]: () => ({
        status: 422,
        messages: [{ type: 'validatorMessage', source: 'displayName', code: 'invalid', value: 'Not on a badge' }],
      }),
    });
    const badge = await screen.findByRole('textbox', { name: /^Name on badge/ });
    await userEvent.clear(badge);
    await userEvent.type(badge, 'Countess');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(badge).toHaveFocus());
    expect(badge).toHaveAccessibleDescription('Not on a badge');
    expect(badge).toHaveValue('Countess');
  });

  it('warns when another desk changed the check-in first, shows it, and keeps what was typed', async () => {
    let stored = ada;
    const view = renderDetails({
      [`GET ${TICKET}`]: () => ({ data: stored }),
      [`PUT ${TICKET}`]: () => {
        stored = { ...ada, checkedIn: true };
        return {
          status: 409,
          data: stored,
          messages: [{ type: 'error', source: 'ticket', code: 'alreadyCheckedIn', value: 'Checked in already' }],
        };
      },
    });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    await userEvent.type(city, ' East');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Another desk changed the check-in of Ada Lovelace first. This page now shows it.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Undo check-in' })).toBeInTheDocument();
    expect(city).toHaveValue('London East');
    expect(view.calls('GET', TICKET)).toHaveLength(2);
  });

  it('says so when there is no such ticket, with a way back to the list', async () => {
    renderDetails({ [`GET ${TICKET}`]: () => ({ status: 404 }) });
    expect(await screen.findByText(`There is no ticket ${ada.uid}. It may have been deleted.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the ticket list' })).toHaveAttribute('href', '/conference/ticket');
  });

  it('adds picked features as the owner: switch, add to the order, then the cart', async () => {
    const view = renderDetails({
      'POST /api/rpc/switch-user': () => ({ data: { isSu: true, impersonatedUser: { id: '9', username: 'owner' } } }),
      'POST /api/cart/order/current/items': () => ({ status: 500 }),
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Gala dinner/ }), 'GALA-STD');
    expect(
      within(screen.getByRole('combobox', { name: /Gala dinner/ })).getByRole('option', { name: 'VIP table (sold out)' }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save with features' }));
    expect(await screen.findByText('An unknown error occured while making request.')).toBeInTheDocument();
    expect(view.requests.map((r) => `${r.method} ${r.path}`).filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/rpc/switch-user',
      'POST /api/cart/order/current/items',
    ]);
    expect(view.calls('POST', '/api/rpc/switch-user')[0]?.body).toEqual({ switchToUsername: ada.ownerRcn });
    expect(leaveTo).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /Gala dinner/ })).toHaveValue('GALA-STD');
  });

  it('saves typed changes first, then adds the features and leaves for the cart', async () => {
    const view = renderDetails({
      'POST /api/rpc/switch-user': () => ({ data: { isSu: true, impersonatedUser: { id: '9', username: 'owner' } } }),
      'POST /api/cart/order/current/items': () => ({ data: cartOrder() }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /^RCN on badge/ }), '7');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Gala dinner/ }), 'GALA-STD');
    await userEvent.click(screen.getByRole('button', { name: 'Save with features' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/checkout/cart'));
    expect(view.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT ${TICKET}`,
      'POST /api/rpc/switch-user',
      'POST /api/cart/order/current/items',
    ]);
  });

  it("shows a refused switch's message and keeps the choice", async () => {
    const view = renderDetails({
      'POST /api/rpc/switch-user': () => ({
        status: 403,
        messages: [{ type: 'error', source: 'switchUser', code: 'forbidden', value: 'Only super-users may switch users.' }],
      }),
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Gala dinner/ }), 'GALA-STD');
    await userEvent.click(screen.getByRole('button', { name: 'Save with features' }));
    expect(await screen.findByText('Only super-users may switch users.')).toBeInTheDocument();
    expect(view.calls('POST', '/api/cart/order/current/items')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save with features' })).toBeEnabled();
  });
});

describe('addFeaturesAsOwner', () => {
  it('switches to the owner, adds each feature for the ticket, then leaves for the cart', async () => {
    const order: string[] = [];
    const fake = fakeFetch({
      'POST /api/rpc/switch-user': () => {
        order.push('switch');
        return { data: { isSu: true, impersonatedUser: { id: '9', username: 'owner' } } };
      },
      'POST /api/cart/order/current/items': () => {
        order.push('add');
        return { data: cartOrder() };
      },
    });
    const leave = vi.fn(() => order.push('leave'));
    const api = createApiClient({ baseUrl: '/', fetch: fake.fetch });
    await act(() => addFeaturesAsOwner(api, ada, ['GALA-STD', 'LUNCH-3'], leave));
    expect(order).toEqual(['switch', 'add', 'leave']);
    expect(leave).toHaveBeenCalledWith(CART_PATH);
    expect(CART_PATH).toBe('/checkout/cart');
    expect(fake.requests[1]?.body).toEqual({
      items: [
        { skuNumber: 'GALA-STD', qty: 1, updateMethod: 'add', conferenceFeature: { ticketUid: ada.uid } },
        { skuNumber: 'LUNCH-3', qty: 1, updateMethod: 'add', conferenceFeature: { ticketUid: ada.uid } },
      ],
    });
  });
});
