import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/conference/conference-ticket-purchase/index.ts';
import { CONFERENCE_UNKNOWN_ERROR, NO_ACTIVE_CONFERENCES_AVAILABLE } from '#contracts/conference.ts';
import { MAX_TICKETS_PER_PURCHASE, TICKET_FORM_MESSAGE } from '#validation/conference-ticket.ts';
import { never, type FakeHandler } from '../../../support/fake-fetch.ts';
import type { PageConfig } from '#host/config.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  admin,
  CONFERENCE_ID,
  orderAnswer,
  purchaseRoutes,
  ROUTES,
  sentTickets,
  SOLD_OUT,
  soldOutAnswer,
} from '../../../fixtures/conference/purchase.ts';

const TicketPurchase = block.component;

function renderPurchase(
  routes: Record<string, FakeHandler> = {},
  {
    lookupAccess = false,
    config = admin,
    props = {},
  }: {
    lookupAccess?: boolean;
    config?: Partial<PageConfig>;
    props?: { typeLabels?: { conferenceId: string; label: string }[] };
  } = {},
) {
  const view = renderIslands(<TicketPurchase {...props} />, purchaseRoutes(lookupAccess, routes), config);
  const state = () => view.container.querySelector('.cmsb-tickets')?.getAttribute('data-state');
  return { ...view, state };
}

const tickets = () => screen.getAllByRole('region', { name: /^Ticket \d+$/ });
const ticket = (n: number) => within(screen.getByRole('region', { name: `Ticket ${n}` }));
const textbox = (scope: ReturnType<typeof ticket>, name: string) => scope.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function chooseEvent(n = 1) {
  await screen.findByRole('region', { name: `Ticket ${n}` });
  await userEvent.selectOptions(ticket(n).getByRole('combobox', { name: /^Event/ }), CONFERENCE_ID);
  return ticket(n).findByRole('combobox', { name: /^Ticket Type/ });
}

async function fillTicket(n = 1, { first = 'Ada' } = {}) {
  const type = await chooseEvent(n);
  const scope = ticket(n);
  await userEvent.selectOptions(type, 'CT26-FULL');
  if (first) await userEvent.type(textbox(scope, 'First name'), first);
  await userEvent.type(textbox(scope, 'Last name'), 'Lovelace');
  await userEvent.type(textbox(scope, 'Name on badge'), 'Ada L');
  await userEvent.type(textbox(scope, 'City'), 'London');
  await userEvent.type(textbox(scope, 'State or country'), 'UK');
}

const checkout = () => userEvent.click(screen.getByRole('button', { name: 'Checkout' }));

describe('conference-ticket-purchase: before the tickets', () => {
  it('asks a visitor without login to log in, back to the purchase screen', () => {
    const { state, requests } = renderPurchase({}, { config: { user: null } });
    expect(screen.getByText('Log in to buy conference tickets.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=/conf');
    expect(state()).toBe('signed-out');
    expect(requests).toHaveLength(0);
  });

  it('is loading while the conferences load', () => {
    const { state } = renderPurchase({ [ROUTES.conferences]: never });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(state()).toBe('loading');
  });

  it('says so when no conference is active', async () => {
    const { state } = renderPurchase({ [ROUTES.conferences]: () => ({ data: [] }) });
    expect(await screen.findByText(NO_ACTIVE_CONFERENCES_AVAILABLE)).toBeVisible();
    expect(state()).toBe('no-conferences');
  });

  it('shows the unknown error with a retry when the conferences fail to load', async () => {
    let calls = 0;
    renderPurchase({ [ROUTES.conferences]: () => (++calls === 1 ? { status: 500 } : { data: [] }) });
    expect(await screen.findByText(CONFERENCE_UNKNOWN_ERROR)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_ACTIVE_CONFERENCES_AVAILABLE)).toBeVisible();
  });
});

describe('conference-ticket-purchase: a ticket block', () => {
  it('shows only the event until one is chosen, and no Checkout yet', async () => {
    renderPurchase();
    await screen.findByRole('region', { name: 'Ticket 1' });
    const first = ticket(1);
    expect(first.getByRole('combobox', { name: /^Event/ })).toHaveValue('');
    expect(first.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    expect(first.queryByRole('button', { name: /^Remove ticket/ })).toBeNull();
    await chooseEvent();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeVisible();
  });

  it('tabs through the six main fields in order: event, ticket type, first name, last name, name on badge, RCN on badge', async () => {
    renderPurchase();
    await chooseEvent();
    const event = ticket(1).getByRole('combobox', { name: /^Event/ });
    event.focus();
    const order = [document.activeElement];
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      order.push(document.activeElement);
    }
    expect(order.map((element) => element?.getAttribute('id')?.split('-').pop())).toEqual([
      'conferenceId',
      'skuNumber',
      'firstName',
      'lastName',
      'displayName',
      'displayRcn',
    ]);
    expect(document.querySelector('[tabindex]:not([tabindex="-1"]):not([tabindex="0"])')).toBeNull();
  });

  it('offers the conference’s ticket types, sold-out ones disabled, under the per-conference label', async () => {
    renderPurchase({}, { props: { typeLabels: [{ conferenceId: CONFERENCE_ID, label: 'Pass' }] } });
    await screen.findByRole('region', { name: 'Ticket 1' });
    await userEvent.selectOptions(ticket(1).getByRole('combobox', { name: /^Event/ }), CONFERENCE_ID);
    const type = await ticket(1).findByRole('combobox', { name: /^Pass/ });
    expect(within(type).getByRole('option', { name: 'VIP ($399.00) (sold out)' })).toBeDisabled();
    expect(within(type).getByRole('option', { name: 'Full conference ($199.00)' })).toBeEnabled();
  });

  it('defaults translation to English and both accessibility needs to No', async () => {
    renderPurchase();
    await chooseEvent();
    expect(ticket(1).getByRole('combobox', { name: /^Translation language/ })).toHaveValue('eng');
    expect(ticket(1).getByRole('combobox', { name: /^Hearing impaired/ })).toHaveValue('0');
    expect(ticket(1).getByRole('combobox', { name: /^Sign language/ })).toHaveValue('0');
  });

  it('adds and removes features, focus going back to Add feature', async () => {
    renderPurchase();
    await chooseEvent();
    const scope = ticket(1);
    await userEvent.click(scope.getByRole('button', { name: 'Add feature' }));
    await userEvent.click(scope.getByRole('button', { name: 'Add feature' }));
    expect(scope.getByRole('combobox', { name: 'Feature 1' })).toHaveValue('CG26-STD');
    expect(scope.getByRole('combobox', { name: 'Feature 2' })).toHaveValue('CW26-AM');
    // A SKU on one row is not offered on another.
    expect(
      within(scope.getByRole('combobox', { name: 'Feature 2' })).queryByRole('option', { name: /Standard seat/ }),
    ).toBeNull();
    await userEvent.click(scope.getByRole('button', { name: 'Remove feature 1' }));
    expect(scope.getByRole('combobox', { name: 'Feature 1' })).toHaveValue('CW26-AM');
    expect(scope.queryByRole('combobox', { name: 'Feature 2' })).toBeNull();
    expect(scope.getByRole('button', { name: 'Add feature' })).toHaveFocus();
  });

  it('adds a ticket with the focus on its event, and removes one with the focus on its neighbour', async () => {
    renderPurchase();
    await screen.findByRole('combobox', { name: /^Event/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Ticket' }));
    expect(tickets()).toHaveLength(2);
    expect(ticket(2).getByRole('combobox', { name: /^Event/ })).toHaveFocus();
    await userEvent.click(ticket(1).getByRole('button', { name: 'Remove ticket 1' }));
    expect(tickets()).toHaveLength(1);
    expect(ticket(1).getByRole('combobox', { name: /^Event/ })).toHaveFocus();
    expect(ticket(1).queryByRole('button', { name: /^Remove ticket/ })).toBeNull();
  });

  it('stops offering Add Another Ticket at the maximum', async () => {
    renderPurchase();
    await screen.findByRole('combobox', { name: /^Event/ });
    for (let i = 1; i < MAX_TICKETS_PER_PURCHASE; i += 1)
      await userEvent.click(screen.getByRole('button', { name: 'Add Another Ticket' }));
    expect(tickets()).toHaveLength(MAX_TICKETS_PER_PURCHASE);
    expect(screen.queryByRole('button', { name: 'Add Another Ticket' })).toBeNull();
  });
});

describe('conference-ticket-purchase: checkout', () => {
  it('shows the primary message, each field’s text and highlight, focuses the first error and keeps what was typed', async () => {
    const { calls, state } = renderPurchase();
    await fillTicket(1, { first: '' });
    await checkout();
    expect(state()).toBe('invalid');
    const firstName = textbox(ticket(1), 'First name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription("First name is required and can't be empty");
    expect(firstName).toHaveFocus();
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent(TICKET_FORM_MESSAGE);
    expect(banner).toHaveTextContent("First name is required and can't be empty");
    expect(textbox(ticket(1), 'Last name')).toHaveValue('Lovelace');
    expect(calls('POST', '/api/cart/order/current/items')).toHaveLength(0);
    await userEvent.type(firstName, 'A');
    expect(firstName).not.toHaveAttribute('aria-invalid');
  });

  it('sends the tickets once when Checkout is clicked twice, and shows it is sending', async () => {
    const { calls, state } = renderPurchase({ [ROUTES.items]: never });
    await fillTicket(1);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(state()).toBe('submitting'));
    expect(calls('POST', '/api/cart/order/current/items')).toHaveLength(1);
  });

  it('sends one item per ticket with its features, refreshes the order and goes to the cart', async () => {
    const { calls, state, leaveTo } = renderPurchase();
    await fillTicket(1);
    await userEvent.click(ticket(1).getByRole('button', { name: 'Add feature' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Ticket' }));
    await fillTicket(2, { first: 'Grace' });
    await checkout();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/checkout/cart'));
    const [sent] = calls('POST', '/api/cart/order/current/items');
    const { items } = sent?.body as { items: unknown[] };
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      skuNumber: 'CT26-FULL',
      qty: 1,
      updateMethod: 'add',
      conferenceTicket: {
        conferenceId: CONFERENCE_ID,
        productId: 'CONF-TICKET-2026',
        firstName: 'Ada',
        featureData: [{ productId: 'CONF-GALA-2026', skuNumber: 'CG26-STD' }],
      },
    });
    expect(sentTickets(sent?.body)[1]).toMatchObject({ firstName: 'Grace', featureData: [] });
    expect(calls('POST', '/api/cart/order/current/refresh')).toHaveLength(1);
    expect(state()).toBe('leaving');
  });

  it('sends once however often Checkout is clicked', async () => {
    let release: () => void = () => undefined;
    const { calls } = renderPurchase({
      [ROUTES.items]: () => new Promise((resolve) => (release = () => resolve({ status: 500 }))),
    });
    await fillTicket();
    const button = screen.getByRole('button', { name: 'Checkout' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    release();
    expect(await screen.findByText(CONFERENCE_UNKNOWN_ERROR)).toBeVisible();
    expect(calls('POST', '/api/cart/order/current/items')).toHaveLength(1);
    expect(textbox(ticket(1), 'First name')).toHaveValue('Ada');
  });

  it('shows the server’s cart blocker and validator messages inline, highlighting the fields they name', async () => {
    const { state, leaveTo } = renderPurchase({
      [ROUTES.items]: soldOutAnswer((uid) => [
        { type: 'validatorMessage', source: `${uid}.city`, code: 'invalid', value: 'City can be at most 50 characters' },
      ]),
    });
    await fillTicket();
    await checkout();
    const type = await ticket(1).findByRole('combobox', { name: /^Ticket Type/ });
    await waitFor(() => expect(type).toHaveAccessibleDescription(SOLD_OUT));
    expect(type).toHaveFocus();
    expect(textbox(ticket(1), 'City')).toHaveAccessibleDescription('City can be at most 50 characters');
    expect(screen.getByRole('alert')).toHaveTextContent(SOLD_OUT);
    expect(state()).toBe('refused');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('stays when the refreshed order carries a cart blocker, but not for the order’s own notes', async () => {
    const { leaveTo } = renderPurchase({
      [ROUTES.refresh]: orderAnswer([
        { type: 'orderMessage', source: 'shipAddress', code: 'shipAddressRequired', value: 'Please add a shipping address.' },
        { type: 'cartBlocker', source: 'cart', code: 'closed', value: 'Ticket sales are closed.', level: 'error' },
      ]),
    });
    await fillTicket();
    await checkout();
    expect(await screen.findByText('Ticket sales are closed.')).toBeVisible();
    expect(screen.queryByText('Please add a shipping address.')).toBeNull();
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('sends a user whose session ended to log in, back to the purchase screen', async () => {
    const { leaveTo } = renderPurchase({ [ROUTES.items]: () => ({ status: 401 }) });
    await fillTicket();
    await checkout();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('/login?redirect=/conf'));
  });
});

describe('conference-ticket-purchase: profile lookup', () => {
  it('hides the profile search and Auto Populate from staff without lookup access', async () => {
    const { calls } = renderPurchase({}, { lookupAccess: false });
    await chooseEvent();
    await waitFor(() => expect(calls('GET', '/api/conference-access')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Auto Populate' })).toBeNull();
  });

  it('fills a ticket from a search result', async () => {
    const { calls } = renderPurchase({}, { lookupAccess: true });
    await screen.findByRole('region', { name: 'Ticket 1' });
    const scope = ticket(1);
    await userEvent.type(await scope.findByRole('textbox', { name: 'Find a profile by name' }), 'grace');
    await userEvent.click(scope.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search results' });
    expect(within(dialog).getByText('Click to populate ticket')).toBeVisible();
    expect(calls('GET', '/api/conference-profiles')[0]?.search).toBe('?filter%5Bwhere%5D%5Bname%5D=grace');
    await userEvent.click(within(dialog).getByRole('button', { name: /Grace Hopper/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await chooseEvent();
    expect(textbox(scope, 'First name')).toHaveValue('Grace');
    expect(textbox(scope, 'Last name')).toHaveValue('Hopper');
    expect(textbox(scope, 'Name on badge')).toHaveValue('Grace Hopper');
    expect(textbox(scope, 'RCN on badge')).toHaveValue('1002');
    expect(textbox(scope, 'City')).toHaveValue('Arlington');
    expect(textbox(scope, 'State or country')).toHaveValue('VA');
  });

  it('asks the server again when the same name is searched for after the results were closed', async () => {
    const { calls } = renderPurchase({}, { lookupAccess: true });
    await screen.findByRole('region', { name: 'Ticket 1' });
    const scope = ticket(1);
    await userEvent.type(await scope.findByRole('textbox', { name: 'Find a profile by name' }), 'grace');
    await userEvent.click(scope.getByRole('button', { name: 'Search' }));
    await screen.findByRole('dialog', { name: 'Search results' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(scope.getByRole('button', { name: 'Search' }));
    await screen.findByRole('dialog', { name: 'Search results' });
    await waitFor(() => expect(calls('GET', '/api/conference-profiles')).toHaveLength(2));
  });

  it('says the unknown error when the search fails, and asks again when Search is pressed again', async () => {
    let calls = 0;
    renderPurchase({ [ROUTES.search]: () => (++calls === 1 ? { status: 500 } : { data: [] }) }, { lookupAccess: true });
    await screen.findByRole('region', { name: 'Ticket 1' });
    const scope = ticket(1);
    await userEvent.type(await scope.findByRole('textbox', { name: 'Find a profile by name' }), 'nobody');
    await userEvent.click(scope.getByRole('button', { name: 'Search' }));
    expect(await scope.findByText(CONFERENCE_UNKNOWN_ERROR)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(scope.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search results' });
    expect(within(dialog).getByText('No profile matches "nobody".')).toBeVisible();
    expect(calls).toBe(2);
    expect(scope.queryByText(CONFERENCE_UNKNOWN_ERROR)).toBeNull();
  });

  it('fills a ticket from the RCN typed on the badge, or says the user was not found', async () => {
    renderPurchase({ 'GET /api/conference-profiles/9999': () => ({ status: 404 }) }, { lookupAccess: true });
    await chooseEvent();
    const scope = ticket(1);
    const rcn = textbox(scope, 'RCN on badge');
    await userEvent.type(rcn, '9999');
    await userEvent.click(await scope.findByRole('button', { name: 'Auto Populate' }));
    expect(await scope.findByText('User not found')).toBeVisible();
    await userEvent.clear(rcn);
    await userEvent.type(rcn, '1002');
    await userEvent.click(scope.getByRole('button', { name: 'Auto Populate' }));
    await waitFor(() => expect(textbox(scope, 'First name')).toHaveValue('Grace'));
    expect(scope.queryByText('User not found')).toBeNull();
  });
});
