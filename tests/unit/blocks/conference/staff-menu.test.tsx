import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffMenu } from '../../../../blocks/conference/conference-staff-menu/staff-menu.tsx';
import { isCurrent, isMenuOpen } from '../../../../blocks/conference/conference-staff-menu/menu-visibility.ts';
import { defaultRoutes } from '#host/routes.ts';
import { readStored, storageKeys, writeStored } from '#host/storage-keys.ts';
import type { PageConfig } from '#host/config.ts';
import { renderIslands } from '../../../support/render-islands.tsx';

const ACCESS_PATH = '/api/conference-access';
const ACCESS = `GET ${ACCESS_PATH}`;
const signedIn = { user: { id: '1001', username: 'admin' } };
const access = (staff: boolean) => ({ [ACCESS]: () => ({ data: { staff, lookupAccess: false } }) });

function renderMenu(path: string, { staff = true, config = signedIn }: { staff?: boolean; config?: Partial<PageConfig> } = {}) {
  return renderIslands(<StaffMenu path={path} />, access(staff), config);
}

const toggle = () => screen.getByRole('button', { name: 'Staff menu' });
const nav = () => screen.queryByRole('navigation', { name: 'Conference staff' });

afterEach(() => window.localStorage.clear());

describe('staff menu visibility', () => {
  it('is open unless hidden before, and always at /conf', () => {
    expect(isMenuOpen('/conference/ticket', undefined, defaultRoutes)).toBe(true);
    expect(isMenuOpen('/conference/ticket', true, defaultRoutes)).toBe(true);
    expect(isMenuOpen('/conference/ticket', false, defaultRoutes)).toBe(false);
    expect(isMenuOpen('/conf', false, defaultRoutes)).toBe(true);
    expect(isMenuOpen('/conf', false, { conferencePurchase: '/tickets/buy' })).toBe(false);
    expect(isMenuOpen('/tickets/buy', false, { conferencePurchase: '/tickets/buy' })).toBe(true);
  });

  it('names the current page by its path, whatever the query', () => {
    expect(isCurrent('/conference/ticket', '/conference/ticket')).toBe(true);
    expect(isCurrent('/conference/ticket', '/conference/ticket/abc')).toBe(false);
    expect(isCurrent('/conference/ticket?q=smith', '/conference/ticket')).toBe(true);
  });
});

describe('conference-staff-menu', () => {
  it('links to every staff tool, marking the current page, and ends with Log Out as a button', async () => {
    renderMenu('/conference/check-in');
    await waitFor(() => expect(nav()).toBeVisible());
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ticket List', '/conference/ticket'],
      ['Check-In', '/conference/check-in'],
      ['Buy Tickets', '/conf'],
      ['Print Custom Badge', '/conference/custom-badge-print'],
      ['Conference Report', '/conference-report'],
    ]);
    expect(screen.getByRole('button', { name: 'Log Out' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('link', { name: 'Check-In' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it("links to the host's own routes when the page config names them", async () => {
    const routes = { ...defaultRoutes, conferenceTickets: '/staff/tickets', conferencePurchase: '/staff/buy', login: '/signin' };
    renderMenu('/staff/buy', { config: { ...signedIn, routes } });
    await waitFor(() => expect(nav()).toBeVisible());
    expect(screen.getByRole('link', { name: 'Ticket List' })).toHaveAttribute('href', '/staff/tickets');
    expect(screen.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Staff menu' })).toBeNull();
  });

  it("logs out by the API's DELETE, then goes to the host's login route", async () => {
    const routes = { ...defaultRoutes, login: '/signin' };
    const view = renderIslands(
      <StaffMenu path="/conference/ticket" />,
      { ...access(true), 'DELETE /api/session': () => ({ data: null }) },
      {
        ...signedIn,
        routes,
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(view.leaveTo).toHaveBeenCalledWith('/signin'));
    expect(view.calls('DELETE', '/api/session')).toHaveLength(1);
  });

  it('says so when the logout fails, and stays on the page', async () => {
    const view = renderIslands(
      <StaffMenu path="/conference/ticket" />,
      { ...access(true), 'DELETE /api/session': () => ({ status: 503 }) },
      signedIn,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please ensure you are connected to the internet and try again.',
    );
    expect(view.leaveTo).not.toHaveBeenCalled();
  });

  it('hides and shows with its toggle, and the device remembers', async () => {
    renderMenu('/conference/ticket');
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
    expect(toggle()).toHaveAttribute('aria-controls', nav()?.id);
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).toBeNull();
    expect(readStored('conferenceStaffMenu')).toBe(false);
    await userEvent.click(toggle());
    expect(nav()).toBeVisible();
    expect(readStored('conferenceStaffMenu')).toBe(true);
  });

  it('opens hidden where it was hidden before', async () => {
    writeStored('conferenceStaffMenu', false);
    renderMenu('/conference-report');
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'));
    expect(nav()).toBeNull();
  });

  it('is always open at /conf, with no toggle, and leaves the remembered choice alone', async () => {
    writeStored('conferenceStaffMenu', false);
    renderMenu('/conf');
    await waitFor(() => expect(nav()).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Staff menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(window.localStorage.getItem(storageKeys.conferenceStaffMenu.key)).toBe('false');
  });

  it('shows nothing to signed-in users who are not conference staff', async () => {
    const view = renderMenu('/conf', { staff: false });
    await waitFor(() => expect(view.calls('GET', ACCESS_PATH)).toHaveLength(1));
    await view.answersShown();
    expect(view.container.querySelector('.cmsb-staff-menu')).toBeNull();
  });

  it('shows nothing to visitors without login, and asks nothing', () => {
    const view = renderMenu('/conf', { config: { user: null } });
    expect(view.queryOff(ACCESS_PATH)).toBe(true);
    expect(view.container.querySelector('.cmsb-staff-menu')).toBeNull();
    expect(view.requests).toHaveLength(0);
  });
});
