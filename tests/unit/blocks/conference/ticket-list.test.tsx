import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/conference/conference-ticket-list/index.ts';
import { ALREADY_CHECKED_IN_CODE, type ConferenceTicket } from '#contracts/conference.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { conferenceSummary, manyTickets } from '../../../fixtures/conference/ticket.ts';

const List = block.component;
const staff = { user: { id: '1', username: 'staff' } };

function routes(tickets: ConferenceTicket[], overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }),
    'GET /api/conference': () => ({ data: [conferenceSummary] }),
    'GET /api/conference-tickets': () => ({ data: tickets }),
    ...overrides,
  };
}

const renderList = (tickets = manyTickets(45), overrides?: Record<string, FakeHandler>) =>
  renderIslands(<List />, routes(tickets, overrides), staff);

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const UNKNOWN_ERROR = 'An unknown error occured while making request.';
/** The page's error banner that says `text`: errors never go to toasts. */
const errorBanner = async (text: string) => {
  const banner = (await screen.findByText(text)).closest('.cmsb-error-banner');
  expect(banner).toHaveAttribute('role', 'alert');
  expect(document.querySelector('.cmsb-toast')).toBeNull();
  return banner as HTMLElement;
};

beforeEach(() => {
  window.history.replaceState(null, '', '/conference/ticket');
});

describe('conference-ticket-list', () => {
  it('shows the first page of 20, where it is, and how many are checked in', async () => {
    renderList();
    expect(await screen.findByText('Showing 1–20 of 45 · 12 of 45 checked in')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText(/^Showing 21–40 of 45/)).toBeInTheDocument();
    expect(window.location.search).toBe('?page=2');
  });

  it('searches as staff type, keeps the search in the address and starts again at page 1', async () => {
    window.history.replaceState(null, '', '/conference/ticket?page=2');
    renderList();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search tickets' }), 'number12');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Attendee12 Smith');
    expect(window.location.search).toBe('?q=number12');
  });

  it('reads the search from the address and says when nothing matches', async () => {
    window.history.replaceState(null, '', '/conference/ticket?q=nobody');
    renderList();
    expect(await screen.findByText('No tickets match "nobody".')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('nobody');
  });

  it('says a page past the last is out of range and links to page 1', async () => {
    window.history.replaceState(null, '', '/conference/ticket?page=9');
    renderList();
    expect(await screen.findByText('Page 9 is out of range')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to page 1' }));
    expect(await screen.findByText(/^Showing 1–20 of 45/)).toBeInTheDocument();
  });

  it('checks in at once, asks before an undo, and puts the toggle back when the call fails', async () => {
    let fail = () => {};
    const failing = new Promise<{ status: number }>((resolve) => {
      fail = () => resolve({ status: 500 });
    });
    const view = renderList(manyTickets(2), { 'PUT /api/conference-tickets/T-2': () => failing });
    const toggle = await screen.findByRole('checkbox', { name: 'Checked in: Attendee2 Smith' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    fail();
    expect(await screen.findByText(UNKNOWN_ERROR)).toBeInTheDocument();
    const banner = await errorBanner(UNKNOWN_ERROR);
    // This desk's own check-in did not go through and has to be done again: the banner takes the focus.
    expect(banner).toHaveFocus();
    expect(toggle).not.toBeChecked();
    expect(view.calls('PUT', '/api/conference-tickets/T-2')[0]?.body).toMatchObject({ checkedIn: true, wasCheckedIn: false });

    const checkedIn = screen.getByRole('checkbox', { name: 'Checked in: Attendee1 Smith' });
    await userEvent.click(checkedIn);
    const dialog = screen.getByRole('dialog', { name: 'Undo check-in?' });
    expect(dialog).toHaveTextContent('Attendee1 Smith will be marked as not checked in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(checkedIn).toBeChecked();
    expect(view.calls('PUT', '/api/conference-tickets/T-1')).toEqual([]);
  });

  it('takes a failed check-in away when it is tried again, and gives the focus to the search when closed', async () => {
    let refuse = true;
    renderList(manyTickets(2), {
      'PUT /api/conference-tickets/T-2': (request) =>
        refuse ? { status: 500 } : { data: { ...manyTickets(2)[1], ...(request.body as object) } },
    });
    const toggle = await screen.findByRole('checkbox', { name: 'Checked in: Attendee2 Smith' });
    await userEvent.click(toggle);
    await userEvent.click(within(await errorBanner(UNKNOWN_ERROR)).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(UNKNOWN_ERROR)).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveFocus();

    await userEvent.click(toggle);
    await errorBanner(UNKNOWN_ERROR);
    refuse = false;
    await userEvent.click(toggle);
    expect(screen.queryByText(UNKNOWN_ERROR)).toBeNull();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('warns at the list when another desk checked the ticket in first, and leaves the focus where it is', async () => {
    const [first, second] = manyTickets(2);
    const stored = { ...second!, checkedIn: true, checkedInAt: '2027-05-12T08:00:00Z' };
    renderList([first!, second!], {
      'PUT /api/conference-tickets/T-2': () => ({
        status: 409,
        data: stored,
        messages: [{ type: 'error', source: 'checkedIn', code: ALREADY_CHECKED_IN_CODE, value: 'Already checked in.' }],
      }),
    });
    const toggle = await screen.findByRole('checkbox', { name: 'Checked in: Attendee2 Smith' });
    await userEvent.click(toggle);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Another desk changed the check-in of Attendee2 Smith first. This page now shows it.');
    expect(warning).toHaveAttribute('data-type', 'warning');
    expect(document.querySelector('.cmsb-toast')).toBeNull();
    // Not this desk's failure, nothing to do again: staff keep their place.
    expect(toggle).toHaveFocus();
    expect(toggle).toBeChecked();
  });

  it('says a failed delete in the error banner, keeps the row, and takes the banner away on the next try', async () => {
    let refuse = true;
    renderList(manyTickets(2), {
      'DELETE /api/conference-tickets/T-1': () => (refuse ? { status: 500 } : { data: null }),
    });
    const remove = await screen.findByRole('button', { name: 'Delete the ticket of Attendee1 Smith' });
    const confirm = () =>
      userEvent.click(
        within(screen.getByRole('dialog', { name: 'Delete this ticket?' })).getByRole('button', { name: 'Delete ticket' }),
      );
    await userEvent.click(remove);
    await confirm();
    const banner = await errorBanner(UNKNOWN_ERROR);
    // This desk's delete did not go through: the banner has the focus, not the Delete that opened the dialog.
    expect(banner).toHaveFocus();
    expect(rows()).toHaveLength(2);

    refuse = false;
    await userEvent.click(remove);
    expect(screen.queryByText(UNKNOWN_ERROR)).toBeNull();
    await confirm();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('deletes a ticket after confirmation and takes its row away', async () => {
    const view = renderList(manyTickets(2), { 'DELETE /api/conference-tickets/T-1': () => ({ data: null }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the ticket of Attendee1 Smith' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this ticket?' })).getByRole('button', { name: 'Delete ticket' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(view.calls('DELETE', '/api/conference-tickets/T-1')).toHaveLength(1);
    expect(screen.getByText('The ticket of Attendee1 Smith was deleted.')).toBeInTheDocument();
    // A confirmation: the conference spec's toast.
    expect(screen.getByText('The ticket of Attendee1 Smith was deleted.').closest('.cmsb-toast')).not.toBeNull();
    // The Delete button that had the focus is gone with its row: the search field takes it.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveFocus());
  });

  it('steps back to the page before when the only ticket of the last page is deleted', async () => {
    window.history.replaceState(null, '', '/conference/ticket?page=3');
    renderList(manyTickets(41), { 'DELETE /api/conference-tickets/T-41': () => ({ data: null }) });
    expect(await screen.findByText(/^Showing 41–41 of 41/)).toBeInTheDocument();
    const historyLength = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Delete the ticket of Attendee41 Smith' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this ticket?' })).getByRole('button', { name: 'Delete ticket' }),
    );
    expect(await screen.findByText(/^Showing 21–40 of 40/)).toBeInTheDocument();
    expect(screen.queryByText(/is out of range/)).toBeNull();
    expect(window.location.search).toBe('?page=2');
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveFocus();
  });

  it('keeps the check-in of an inactive ticket from being ticked, and says why', async () => {
    const [open, cancelled, undoable] = manyTickets(3);
    renderList([open!, { ...cancelled!, active: false, checkedIn: false }, { ...undoable!, active: false, checkedIn: true }]);
    const locked = await screen.findByRole('checkbox', { name: 'Checked in: Attendee2 Smith' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription('Not active');
    expect(screen.getByRole('checkbox', { name: 'Checked in: Attendee1 Smith' })).toBeEnabled();
    // Checked in before it was cancelled: the check-in can still be undone.
    expect(screen.getByRole('checkbox', { name: 'Checked in: Attendee3 Smith' })).toBeEnabled();
  });

  it('tells a signed-in user who is not staff', async () => {
    renderList(manyTickets(1), { 'GET /api/conference-access': () => ({ data: { staff: false, lookupAccess: false } }) });
    expect(await screen.findByText('Only conference staff can use this tool. Log in with a staff account.')).toBeInTheDocument();
  });
});
