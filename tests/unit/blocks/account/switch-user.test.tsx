import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import block from '../../../../blocks/account/switch-user/index.ts';
import { switchUserErrors } from '../../../../blocks/account/switch-user/switch-user.tsx';
import { impersonationNavigation, switchToUser } from '../../../../blocks/account/shared/impersonation-actions.ts';
import { createApiClient } from '#api/client.ts';
import { readStored, writeStored } from '#host/storage-keys.ts';
import { fakeFetch } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  fakeImpersonationServer,
  impersonatingCustomer,
  notImpersonating,
  notSuperUser,
  ok,
  refused,
  SEARCH_PATH,
  STATUS_PATH,
  SWITCH_BACK_PATH,
  SWITCH_PATH,
} from '../../../fixtures/account/impersonation.ts';

const SwitchUser = block.component;
let reload: ReturnType<typeof vi.fn<() => void>>;
const admin = { user: { id: '1001', username: 'admin', status: 'E', isSu: true } };

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(impersonationNavigation, 'reload').mockImplementation(reload);
});
afterEach(() => vi.restoreAllMocks());

describe('switchToUser', () => {
  it('switches back first (with the password) while impersonating, then to the new user', async () => {
    const fake = fakeFetch(fakeImpersonationServer(impersonatingCustomer));
    const client = createApiClient({ baseUrl: '/', fetch: fake.fetch });
    const status = await switchToUser(client, impersonatingCustomer, ' 5000042 ', 'admin_123');
    expect(fake.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', SWITCH_BACK_PATH, { password: 'admin_123' }],
      ['POST', SWITCH_PATH, { switchToUsername: '5000042' }],
    ]);
    expect(status.impersonatedUser).toEqual({ id: '5000042', username: 'Pat Morgan' });
  });

  it('does not switch at all when switching back is refused', async () => {
    const fake = fakeFetch(fakeImpersonationServer(impersonatingCustomer));
    const client = createApiClient({ baseUrl: '/', fetch: fake.fetch });
    await expect(switchToUser(client, impersonatingCustomer, '5000042', 'wrong')).rejects.toThrow('The password was incorrect.');
    expect(fake.requests.map((r) => r.path)).toEqual([SWITCH_BACK_PATH]);
  });

  it('goes straight to the switch when not impersonating', async () => {
    const fake = fakeFetch(fakeImpersonationServer(notImpersonating));
    await switchToUser(createApiClient({ baseUrl: '/', fetch: fake.fetch }), notImpersonating, 'customer', '');
    expect(fake.requests.map((r) => r.path)).toEqual([SWITCH_PATH]);
  });

  it('requires the user, and the password only when switching back needs it', () => {
    expect(switchUserErrors({ target: ' ', password: '' }, { target: true, password: false })).toEqual({ target: 'Required' });
    expect(switchUserErrors({ target: 'x', password: '' }, { target: true, password: true })).toEqual({ password: 'Required' });
    expect(switchUserErrors({ target: '', password: 'p' }, { target: false, password: true })).toEqual({});
  });
});

describe('switch-user', () => {
  it('shows the panel with the spec texts to a super-user', async () => {
    renderIslands(<SwitchUser />, fakeImpersonationServer(notImpersonating), admin);
    expect(await screen.findByRole('heading', { name: 'Switch User' })).toBeInTheDocument();
    expect(screen.getByLabelText('Search by last name (optional):')).toHaveAttribute('placeholder', 'last name');
    expect(screen.getByRole('button', { name: 'Lookup RCN' })).toBeInTheDocument();
    expect(screen.getByLabelText(/User to switch to/)).toHaveAttribute('placeholder', 'RCN or username');
    expect(screen.getByRole('button', { name: 'Switch to User' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End Impersonation' })).toBeNull();
  });

  it('shows a short notice, without a call, to a signed-in user the host says is no super-user', async () => {
    const { requests } = renderIslands(<SwitchUser />, {}, { user: { id: '1003', username: 'customer', isSu: false } });
    expect(await screen.findByText('Only super-users can switch users.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows the notice when the server says the real person is no super-user', async () => {
    renderIslands(<SwitchUser />, { [`GET ${STATUS_PATH}`]: ok(notSuperUser) });
    expect(await screen.findByText('Only super-users can switch users.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to User' })).toBeNull();
  });

  it('looks users up by last name and lists Name, Email and RCN in the results modal', async () => {
    const { calls } = renderIslands(<SwitchUser />, fakeImpersonationServer(notImpersonating), admin);
    await userEvent.type(await screen.findByLabelText('Search by last name (optional):'), 'Morgan');
    await userEvent.click(screen.getByRole('button', { name: 'Lookup RCN' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search results' });
    expect(dialog).toHaveTextContent('Click to switch to user');
    const results = within(dialog).getAllByRole('button', { name: /Morgan/ });
    expect(results).toHaveLength(2);
    expect(results[0]).toHaveTextContent(/^Name\s*Casey Morgan\s*Email\s*customer@example.com\s*RCN\s*5000003$/);
    expect(new URLSearchParams(calls('GET', SEARCH_PATH)[0]?.search).get('filter[where][lastName]')).toBe('Morgan');
  });

  it("says 'No results found' for an empty result set", async () => {
    renderIslands(<SwitchUser />, fakeImpersonationServer(notImpersonating), admin);
    await userEvent.type(await screen.findByLabelText('Search by last name (optional):'), 'Nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Lookup RCN' }));
    expect(within(await screen.findByRole('dialog')).getByText('No results found')).toBeInTheDocument();
  });

  it('clears and hides the results when a search fails, and shows the message', async () => {
    let fail = false;
    const routes = fakeImpersonationServer(notImpersonating);
    const search = routes[`GET ${SEARCH_PATH}`];
    routes[`GET ${SEARCH_PATH}`] = (request) =>
      fail ? refused(403, 'Only super-users can search users.')(request) : search!(request);
    renderIslands(<SwitchUser />, routes, admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Lookup RCN' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Lookup RCN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only super-users can search users.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Casey Morgan')).toBeNull();
  });

  it('switches to a chosen result by keyboard: its RCN goes in the field, the flag is set and the page reloads', async () => {
    const { calls } = renderIslands(<SwitchUser />, fakeImpersonationServer(notImpersonating), admin);
    await userEvent.type(await screen.findByLabelText('Search by last name (optional):'), 'Morgan{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Search results' });
    within(dialog)
      .getAllByRole('button', { name: /Casey Morgan/ })[0]
      ?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls('POST', SWITCH_PATH).map((r) => r.body)).toEqual([{ switchToUsername: '5000003' }]);
    expect(screen.getByLabelText(/User to switch to/)).toHaveValue('5000003');
    expect(readStored('impersonationMayBeActive')).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to User' })).toBeDisabled();
  });

  it('asks for the user before calling the server, with focus on the field', async () => {
    const { calls } = renderIslands(<SwitchUser />, fakeImpersonationServer(notImpersonating), admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to User' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/User to switch to/)).toHaveFocus());
    expect(calls('POST', SWITCH_PATH)).toHaveLength(0);
  });

  it('shows the first returned message in a warning box and stops loading when a switch fails', async () => {
    renderIslands(<SwitchUser />, fakeImpersonationServer(notImpersonating), admin);
    await userEvent.type(await screen.findByLabelText(/User to switch to/), 'ghost');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to User' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-type', 'warning');
    expect(alert).toHaveTextContent('No user was found with the RCN or username "ghost".');
    expect(screen.getByRole('button', { name: 'Switch to User' })).toBeEnabled();
    expect(screen.getByLabelText(/User to switch to/)).toHaveValue('ghost');
    expect(reload).not.toHaveBeenCalled();
  });

  it('while impersonating: shows who, asks for the password, switches back first, then to the new user', async () => {
    writeStored('impersonationMayBeActive', true);
    const { calls, requests } = renderIslands(<SwitchUser />, fakeImpersonationServer(impersonatingCustomer), {
      user: { id: '1003', username: 'customer', isSu: false },
    });
    expect(await screen.findByText('Impersonating:')).toBeInTheDocument();
    expect(screen.getByText(/1003 customer/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/User to switch to/), '5000042');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to User' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(calls('POST', SWITCH_BACK_PATH)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Your password/), 'admin_123');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to User' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([SWITCH_BACK_PATH, SWITCH_PATH]);
  });

  it('ends the impersonation from the panel and clears the flag', async () => {
    writeStored('impersonationMayBeActive', true);
    renderIslands(<SwitchUser />, fakeImpersonationServer(impersonatingCustomer), admin);
    await userEvent.type(await screen.findByLabelText(/Your password/), 'admin_123');
    await userEvent.click(screen.getByRole('button', { name: 'End Impersonation' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(readStored('impersonationMayBeActive')).toBeUndefined();
  });
});
