import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/conference/conference-ticket-details/index.ts';
import { actAsOwner, addFeatures } from '../../../../blocks/conference/conference-ticket-details/feature-addition.ts';
import { CART_PATH } from '#contracts/conference.ts';
import { createApiClient } from '#api/client.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';
import { fakeFetch } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { demoProfile } from '../../../fixtures/account/profile.ts';
import { cartOrder } from '../../../fixtures/commerce/cart-orders.ts';
import { conference, ticket } from '../../../fixtures/conference/ticket.ts';

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

  it('keeps what was saved in the field as the save lands: the ticket as it was never shows again', async () => {
    renderDetails();
    const city = await screen.findByRole('textbox', { name: /^City/ });
    await userEvent.type(city, ' East');
    const written: string[] = [];
    const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(city, 'value', {
      configurable: true,
      get: (): unknown => value.get!.call(city),
      set: (next: string) => {
        written.push(next);
        value.set!.call(city, next);
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The ticket was successfully updated!');
    await waitFor(() => expect(city.closest('article')).toHaveAttribute('data-dirty', 'false'));
    expect(written.filter((next) => next !== 'London East')).toEqual([]);
    expect(city).toHaveValue('London East');
  });

  it('shows when the ticket was created as a date in the page locale, not a raw timestamp', async () => {
    const created = '2025-10-10T12:47:01.000Z';
    renderIslands(
      <Details uid={ada.uid} />,
      routes({ [`GET ${TICKET}`]: () => ({ data: { ...ada, dateCreatedString: created } }) }),
      {
        ...staff,
        locale: 'de-DE',
      },
    );
    const label = await screen.findByText('Created');
    const time = label.parentElement!.querySelector('dd time')!;
    expect(time).toHaveAttribute('datetime', created);
    expect(time.textContent).toMatch(/^10\.10\.2025, \d{2}:\d{2}$/);
  });

  it('refuses a check-in while picked features are not saved yet', async () => {
    const view = renderDetails();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Gala dinner/ }), 'GALA-STD');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please save changes before checking in.');
    expect(view.calls('PUT', TICKET)).toEqual([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Gala dinner/ }), '');
    expect(screen.queryByText('Please save changes before checking in.')).not.toBeInTheDocument();
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another desk changed the check-in of Ada Lovelace first. This page now shows it.',
    );
    // At the form, as the save's outcome: toasts are for confirmations only.
    expect(document.querySelector('.cmsb-toast')).toBeNull();
    expect(city.closest('form')).toHaveAttribute('data-state', 'conflict');
    expect(await screen.findByRole('button', { name: 'Undo check-in' })).toBeInTheDocument();
    expect(city).toHaveValue('London East');
    expect(view.calls('GET', TICKET)).toHaveLength(2);
  });

  it('says a failed save in the error banner, not in a toast, keeps what was typed, and saves again', async () => {
    let refuse = true;
    const view = renderDetails({
      [`PUT ${TICKET}`]: (request) => (refuse ? { status: 500 } : { data: { ...ada, ...(request.body as object) } }),
    });
    const city = await screen.findByRole('textbox', { name: /^City/ });
    await userEvent.type(city, ' East');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('An unknown error occured while making request.');
    expect(banner).toHaveFocus();
    expect(document.querySelector('.cmsb-toast')).toBeNull();
    expect(city.closest('form')).toHaveAttribute('data-state', 'error');
    expect(city).toHaveValue('London East');

    // A retry the rules block shows what blocks it instead.
    const first = screen.getByRole('textbox', { name: /^First name/ });
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Some information was missing or invalid on the form/)).toBeInTheDocument();
    expect(screen.queryByText('An unknown error occured while making request.')).not.toBeInTheDocument();
    await userEvent.type(first, 'Ada');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The ticket was successfully updated!')).toBeInTheDocument();
    expect(screen.queryByText('An unknown error occured while making request.')).not.toBeInTheDocument();
    expect(city.closest('form')).toHaveAttribute('data-state', 'saved');
    expect(view.calls('PUT', TICKET)).toHaveLength(2);
  });

  it('deletes the ticket after confirmation and leaves for the ticket list', async () => {
    const view = renderDetails({ [`DELETE ${TICKET}`]: () => ({ data: null }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ticket' }));
    expect(view.leaveTo).not.toHaveBeenCalled();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this ticket?' })).getByRole('button', { name: 'Delete ticket' }),
    );
    await waitFor(() => expect(view.leaveTo).toHaveBeenCalledWith('/conference/ticket'));
    expect(view.calls('DELETE', TICKET)).toHaveLength(1);
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
    expect(view.leaveTo).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: /Gala dinner/ })).toHaveValue('GALA-STD');
    // Staff now act as the owner: the page says so, and how to go on.
    expect(
      screen.getByText(
        `You are now acting as ${ada.ownerFirstName} ${ada.ownerLastName} (${ada.ownerRcn}); switch back from the banner to continue as yourself.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Go to the owner's cart" })).toHaveAttribute('href', '/checkout/cart');

    // A second try adds again without switching again (that would switch back first).
    await userEvent.click(screen.getByRole('button', { name: 'Save with features' }));
    await waitFor(() => expect(view.calls('POST', '/api/cart/order/current/items')).toHaveLength(2));
    expect(view.calls('POST', '/api/rpc/switch-user')).toHaveLength(1);
  });

  it('does not switch when the acting user already is the owner', async () => {
    const view = renderDetails({
      'GET /api/checkout/profile/current': () => ({ data: demoProfile({ rcn: ada.ownerRcn }) }),
      'POST /api/cart/order/current/items': () => ({ data: cartOrder() }),
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Gala dinner/ }), 'GALA-STD');
    await userEvent.click(screen.getByRole('button', { name: 'Save with features' }));
    await waitFor(() => expect(view.leaveTo).toHaveBeenCalledWith('/checkout/cart'));
    expect(view.calls('POST', '/api/rpc/switch-user')).toEqual([]);
  });

  it('saves typed changes first, then adds the features and leaves for the cart', async () => {
    const view = renderDetails({
      'POST /api/rpc/switch-user': () => ({ data: { isSu: true, impersonatedUser: { id: '9', username: 'owner' } } }),
      'POST /api/cart/order/current/items': () => ({ data: cartOrder() }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /^RCN on badge/ }), '7');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Gala dinner/ }), 'GALA-STD');
    await userEvent.click(screen.getByRole('button', { name: 'Save with features' }));
    await waitFor(() => expect(view.leaveTo).toHaveBeenCalledWith('/checkout/cart'));
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

describe('feature addition', () => {
  const api = (routes: Record<string, FakeHandler>) => {
    const fake = fakeFetch(routes);
    return { fake, client: createApiClient({ baseUrl: '/', fetch: fake.fetch }) };
  };

  it('switches to the owner unless the acting user is the owner, or the server says it is the real person', async () => {
    const other = api({
      'GET /api/checkout/profile/current': () => ({ data: demoProfile({ rcn: 'SOMEONE-ELSE' }) }),
      'POST /api/rpc/switch-user': () => ({ data: { isSu: true, impersonatedUser: { id: '9', username: 'owner' } } }),
    });
    expect(await actAsOwner(new QueryClient(), other.client, ada)).toBe(true);
    expect(other.fake.requests.at(-1)?.body).toEqual({ switchToUsername: ada.ownerRcn });

    const owner = api({ 'GET /api/checkout/profile/current': () => ({ data: demoProfile({ rcn: ada.ownerRcn }) }) });
    expect(await actAsOwner(new QueryClient(), owner.client, ada)).toBe(false);
    expect(owner.fake.requests.filter((r) => r.method === 'POST')).toEqual([]);

    const noProfile = api({
      'POST /api/rpc/switch-user': () => ({
        status: 422,
        messages: [{ type: 'error', source: 'switchUser', code: 'self', value: 'You cannot switch to yourself.' }],
      }),
    });
    expect(await actAsOwner(new QueryClient(), noProfile.client, ada)).toBe(false);
  });

  it("reads the acting user's profile through the query cache, and again once a switch has changed who acts", async () => {
    const fresh = () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const profileCalls = (fake: ReturnType<typeof api>['fake']) =>
      fake.requests.filter((r) => r.path === '/api/checkout/profile/current');

    const owner = api({ 'GET /api/checkout/profile/current': () => ({ data: demoProfile({ rcn: ada.ownerRcn }) }) });
    const ownersCache = fresh();
    expect(await actAsOwner(ownersCache, owner.client, ada)).toBe(false);
    expect(await actAsOwner(ownersCache, owner.client, ada)).toBe(false);
    expect(profileCalls(owner.fake)).toHaveLength(1);

    const other = api({
      'GET /api/checkout/profile/current': () => ({ data: demoProfile({ rcn: 'SOMEONE-ELSE' }) }),
      'POST /api/rpc/switch-user': () => ({ data: { isSu: true, impersonatedUser: { id: '9', username: 'owner' } } }),
    });
    const othersCache = fresh();
    expect(await actAsOwner(othersCache, other.client, ada)).toBe(true);
    expect(await actAsOwner(othersCache, other.client, ada)).toBe(true);
    expect(profileCalls(other.fake)).toHaveLength(2);
  });

  it('adds each feature for the ticket to the order', async () => {
    const { fake, client } = api({ 'POST /api/cart/order/current/items': () => ({ data: cartOrder() }) });
    await act(() => addFeatures(client, ada, ['GALA-STD', 'LUNCH-3']));
    expect(CART_PATH).toBe('/checkout/cart');
    expect(fake.requests[0]?.body).toEqual({
      items: [
        { skuNumber: 'GALA-STD', qty: 1, updateMethod: 'add', conferenceFeature: { ticketUid: ada.uid } },
        { skuNumber: 'LUNCH-3', qty: 1, updateMethod: 'add', conferenceFeature: { ticketUid: ada.uid } },
      ],
    });
  });
});

describe('details failures', () => {
  it('says a failed check-in and a failed delete in the error banner, not in a toast', async () => {
    renderDetails({ [`PUT ${TICKET}`]: () => ({ status: 500 }), [`DELETE ${TICKET}`]: () => ({ status: 500 }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    const banner = (await screen.findByText('An unknown error occured while making request.')).closest('.cmsb-error-banner');
    expect(banner).toHaveFocus();
    expect(document.querySelector('.cmsb-toast')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete ticket' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this ticket?' })).getByRole('button', { name: 'Delete ticket' }),
    );
    const again = (await screen.findByText('An unknown error occured while making request.')).closest('.cmsb-error-banner');
    expect(again).toHaveFocus();
    expect(document.querySelector('.cmsb-toast')).toBeNull();
  });
});
