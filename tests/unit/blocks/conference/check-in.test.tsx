import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/conference/conference-check-in/index.ts';
import { ALREADY_CHECKED_IN_CODE, type ConferenceTicket, type TicketUpdate } from '#contracts/conference.ts';
import type { FakeHandler } from '../../../support/fake-fetch.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import {
  attendance,
  buildTicketIndex,
  checkInVerdict,
  enterTarget,
  lookUp,
  preselected,
  RESULT_LIMIT,
} from '../../../../blocks/conference/conference-check-in/ticket-index.ts';
import { ticket as fixture } from '../../../fixtures/conference/ticket.ts';

const CheckIn = block.component;
const staff = { user: { id: '2001', username: 'staff' } };

/** A ticket of its own order, found by its order number only (the fixture's RCNs are left out). */
const ticket = (uid: string, changes: Partial<ConferenceTicket> = {}): ConferenceTicket =>
  fixture({
    uid,
    conferenceId: 'conf-1',
    displayName: 'Ada',
    displayRcn: '',
    orderNumber: `ORD-${uid}`,
    ownerRcn: '',
    ownerFirstName: 'Ada',
    ownerLastName: 'Lovelace',
    ribbons: [],
    ...changes,
  });

const family = [
  ticket('t1', { orderNumber: 'ORD-77', displayName: 'Grace', ownerRcn: 'RCN9' }),
  ticket('t2', { orderNumber: 'ORD-77', displayName: 'Alan', ownerRcn: 'RCN9' }),
  ticket('t3', { orderNumber: 'ORD-77', displayName: 'Edsger', ownerRcn: 'RCN9', active: false }),
];
const single = ticket('t4', { orderNumber: 'ORD-88', displayRcn: 'B-100', ownerRcn: 'RCN4' });
const cancelled = ticket('t5', { orderNumber: 'ORD-99', active: false });
const pool = [...family, single, cancelled];
const index = buildTicketIndex(pool);
const find = (text: string) => lookUp(index, pool, text);

describe('the exact-key index', () => {
  it('finds a ticket by uid, order number, badge RCN or owner RCN, whatever the case', () => {
    for (const code of ['t4', 'T4', 'ord-88', ' ORD-88 ', 'b-100', 'rcn4']) {
      expect(find(code).exact.map((t) => t.uid)).toEqual(['t4']);
    }
  });

  it('lists every ticket of an order under its order number', () => {
    expect(find('ORD-77').exact.map((t) => t.uid)).toEqual(['t1', 't2', 't3']);
  });

  it('lists exact matches first, then the text matches, at most the limit', () => {
    expect(find('Grace').exact).toEqual([]);
    expect(find('Grace').shown.map((t) => t.uid)).toEqual(['t1']);
    const many = Array.from({ length: 30 }, (_, n) => ticket(`m${n}`, { displayName: 'Sam' }));
    const found = lookUp(buildTicketIndex(many), many, 'sam');
    expect(found.shown).toHaveLength(RESULT_LIMIT);
    expect(found.total).toBe(30);
  });

  it('finds nothing for a blank text', () => {
    expect(find('   ')).toEqual({ exact: [], shown: [], total: 0 });
  });
});

describe('what Enter acts on', () => {
  it('a scanned code of one active ticket: that ticket at once', () => {
    expect(enterTarget(find('ORD-88'), -1)?.uid).toBe('t4');
  });

  it('a code of one ticket that is not active: that ticket, so the desk can say why it will not check in', () => {
    expect(enterTarget(find('ORD-99'), -1)?.uid).toBe('t5');
  });

  it('a code of several tickets: the first active one still to check in, until staff choose another', () => {
    expect(enterTarget(find('ORD-77'), -1)?.uid).toBe('t1');
    expect(enterTarget(find('ORD-77'), 1)?.uid).toBe('t2');
    expect(enterTarget(find('rcn9'), -1)?.uid).toBe('t1');
  });

  it('free text: the only match, or the highlighted one', () => {
    expect(enterTarget(find('edsg'), -1)?.uid).toBe('t3');
    expect(enterTarget(find('lovelace'), -1)).toBeNull();
    expect(enterTarget(find('lovelace'), 3)?.uid).toBe('t4');
  });
});

describe('the pre-selected result', () => {
  const order = (...tickets: ConferenceTicket[]) => lookUp(buildTicketIndex(tickets), tickets, 'ORD-1');
  const inOrder = (uid: string, changes: Partial<ConferenceTicket> = {}) => ticket(uid, { orderNumber: 'ORD-1', ...changes });

  it('passes over inactive tickets and those checked in already', () => {
    const found = order(inOrder('a', { active: false }), inOrder('b', { checkedIn: true }), inOrder('c'), inOrder('d'));
    expect(found.shown[preselected(found)]?.uid).toBe('c');
  });

  it('when every active ticket is in, the first active one, so Enter warns of a second badge', () => {
    const found = order(inOrder('a', { active: false }), inOrder('b', { checkedIn: true }), inOrder('c', { checkedIn: true }));
    expect(found.shown[preselected(found)]?.uid).toBe('b');
  });

  it('when none is active, the first, so Enter says why it will not check in', () => {
    const found = order(inOrder('a', { active: false }), inOrder('b', { active: false }));
    expect(preselected(found)).toBe(0);
  });

  it('free text: its only match, else none (a name is no code)', () => {
    expect(find('edsg').shown[preselected(find('edsg'))]?.uid).toBe('t3');
    expect(preselected(find('lovelace'))).toBe(-1);
    expect(preselected(find(''))).toBe(-1);
  });

  it('a code that is also found as text elsewhere: one of the code tickets', () => {
    const coded = inOrder('coded');
    const named = ticket('named', { displayName: 'ORD-1 fan club' });
    const found = lookUp(buildTicketIndex([named, coded]), [named, coded], 'ord-1');
    expect(found.shown.map((t) => t.uid)).toEqual(['coded', 'named']);
    expect(preselected(found)).toBe(0);
  });
});

describe('check-in verdict and count', () => {
  it('refuses inactive and already checked-in pool', () => {
    expect(checkInVerdict(single)).toBe('ok');
    expect(checkInVerdict(cancelled)).toBe('inactive');
    expect(checkInVerdict({ ...single, checkedIn: true })).toBe('already-checked-in');
  });

  it('counts the checked-in active pool out of the active ones', () => {
    expect(attendance([...pool, ticket('t6', { checkedIn: true }), ticket('t7', { checkedIn: true, active: false })])).toEqual({
      checkedIn: 1,
      active: 4,
    });
  });
});

const grace = ticket('t1', {
  orderNumber: 'ORD-500',
  firstName: 'Grace',
  lastName: 'Hopper',
  displayName: 'Amazing Grace',
  ownerRcn: 'RCN1',
  features: [
    {
      uid: 'f1',
      ticketUid: 't1',
      skuNumber: 'SKU-PARTY',
      name: 'Closing party',
      orderNumber: 'ORD-500',
      ownerRcn: 'RCN1',
      conferenceId: 'conf-1',
      type: 'conferenceFeature',
    },
  ],
  ribbons: [
    { name: 'Diamond', color: '#1e429f', has: true },
    { name: 'Speaker', color: '#b91c1c', has: false },
  ],
});
const alan = ticket('t2', { orderNumber: 'ORD-600', firstName: 'Alan', lastName: 'Turing', displayName: 'Alan' });
const joan = ticket('t3', { orderNumber: 'ORD-600', firstName: 'Joan', lastName: 'Clarke', displayName: 'Joan' });
const gone = ticket('t4', { orderNumber: 'ORD-700', firstName: 'Kurt', lastName: 'Gödel', displayName: 'Kurt', active: false });
const seen = ticket('t5', {
  orderNumber: 'ORD-800',
  firstName: 'Emmy',
  lastName: 'Noether',
  displayName: 'Emmy',
  checkedIn: true,
  checkedInAt: '2026-04-01T15:05:00.000Z',
});

const checkInAnswer: FakeHandler = (request) => {
  const body = request.body as TicketUpdate;
  const stored = [grace, alan, joan, gone, seen].find((t) => request.path.endsWith(t.uid))!;
  return { data: { ...stored, checkedIn: body.checkedIn, checkedInAt: body.checkedIn ? '2026-04-02T09:30:00.000Z' : null } };
};

function renderDesk(routes: Record<string, FakeHandler> = {}) {
  const tickets = [grace, alan, joan, gone, seen];
  return renderIslands(
    <CheckIn />,
    {
      'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }),
      'GET /api/conference': () => ({
        data: [{ id: 'conf-1', title: 'Spring Convention', active: true, startsOn: '2026-04-01' }],
      }),
      'GET /api/conference-tickets': () => ({ data: tickets }),
      ...Object.fromEntries(tickets.map((t) => [`PUT /api/conference-tickets/${t.uid}`, checkInAnswer])),
      ...routes,
    },
    staff,
  );
}

const field = () => screen.getByRole('combobox', { name: /^Scan or search/ });
const scan = async (code: string) => {
  await userEvent.type(field(), `${code}{Enter}`);
};
const desk = (container: HTMLElement) => container.querySelector('.cmsb-checkin__desk');

describe('conference-check-in', () => {
  it('checks a ticket in at once when a scanned code names one active ticket', async () => {
    const view = renderDesk();
    expect(await screen.findByText('1 of 4 checked in')).toBeInTheDocument();
    expect(field()).toHaveFocus();
    await scan('ord-500');

    await waitFor(() => expect(desk(view.container)).toHaveAttribute('data-state', 'checked-in'));
    const confirmation = view.container.querySelector<HTMLElement>('.cmsb-checkin__result--success')!;
    expect(confirmation.closest('[role="status"]')).not.toBeNull();
    expect(within(confirmation).getByText('Amazing Grace')).toBeVisible();
    expect(within(confirmation).getByText('Grace Hopper')).toBeVisible();
    expect(within(confirmation).getByText('Full conference')).toBeVisible();
    expect(within(confirmation).getByText('Closing party')).toBeVisible();
    expect(within(confirmation).getByText('Diamond')).toBeVisible();
    expect(within(confirmation).queryByText('Speaker')).toBeNull();
    expect(screen.getByText('2 of 4 checked in')).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(view.calls('PUT', '/api/conference-tickets/t1').map((r) => r.body)).toEqual([
      expect.objectContaining({ checkedIn: true, wasCheckedIn: false }),
    ]);
  });

  it('warns loudly, with the time, when the ticket is already checked in, and calls nothing', async () => {
    const view = renderDesk();
    await screen.findByText('1 of 4 checked in');
    await scan('ORD-800');
    const alert = await screen.findByText(/^Emmy was checked in at .+\. Do not hand out a second badge\.$/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Already checked in')).toBeVisible();
    expect(desk(view.container)).toHaveAttribute('data-state', 'already-checked-in');
    expect(view.calls('PUT', '/api/conference-tickets/t5')).toEqual([]);
  });

  it('warns on a second scan of a ticket this desk just checked in', async () => {
    const view = renderDesk();
    await screen.findByText('1 of 4 checked in');
    await scan('ORD-500');
    await waitFor(() => expect(desk(view.container)).toHaveAttribute('data-state', 'checked-in'));
    await scan('ORD-500');
    await waitFor(() => expect(desk(view.container)).toHaveAttribute('data-state', 'already-checked-in'));
    expect(view.calls('PUT', '/api/conference-tickets/t1')).toHaveLength(1);
  });

  it('pre-selects the first ticket of an order, says how many others match, and Enter checks it in', async () => {
    const view = renderDesk();
    await screen.findByText('1 of 4 checked in');
    await userEvent.type(field(), 'ORD-600');
    const list = screen.getByRole('listbox', { name: 'Matching tickets' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.querySelector('.cmsb-checkin__option-name')?.textContent)).toEqual(['Alan', 'Joan']);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(screen.getByText('Alan is selected. 1 other ticket matches: ↑ ↓ to choose it.')).toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.calls('PUT', '/api/conference-tickets/t2')).toHaveLength(1));
    expect(view.calls('PUT', '/api/conference-tickets/t3')).toEqual([]);
    await screen.findByText('2 of 4 checked in');

    // The same order again: Joan is the one still to come.
    await userEvent.type(field(), 'ORD-600');
    expect(screen.getByText('Joan is selected. 1 other ticket matches: ↑ ↓ to choose it.')).toBeInTheDocument();
  });

  it('moves from the pre-selected ticket with the arrow keys, and Enter checks the chosen one in', async () => {
    const view = renderDesk();
    await screen.findByText('1 of 4 checked in');
    await userEvent.type(field(), 'ORD-600');
    const options = within(screen.getByRole('listbox', { name: 'Matching tickets' })).getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(view.container.querySelector('.cmsb-checkin__note')).toHaveTextContent('');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.calls('PUT', '/api/conference-tickets/t3')).toHaveLength(1));
    expect(view.calls('PUT', '/api/conference-tickets/t2')).toEqual([]);
  });

  it('asks for a choice when the text is no code and matches several tickets', async () => {
    renderDesk();
    await screen.findByText('1 of 4 checked in');
    await userEvent.type(field(), 'ORD-');
    expect(screen.getByText('5 tickets match: choose one with ↑ ↓ and press Enter.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-selected')),
    ).not.toContain('true');
  });

  it('lists name matches as staff type, and a click checks one in', async () => {
    const view = renderDesk();
    await screen.findByText('1 of 4 checked in');
    await userEvent.type(field(), 'grace');
    const option = screen.getByRole('option', { name: /Amazing Grace/ });
    fireEvent.mouseDown(option);
    await waitFor(() => expect(view.calls('PUT', '/api/conference-tickets/t1')).toHaveLength(1));
    expect(field()).toHaveFocus();
  });

  it('says an inactive ticket cannot be checked in', async () => {
    const view = renderDesk();
    await screen.findByText('1 of 4 checked in');
    await scan('ORD-700');
    const warning = await screen.findByText('The ticket of Kurt is not active: it cannot be checked in.');
    expect(warning.closest('[role="alert"]')).not.toBeNull();
    expect(view.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('shows the same warning when another desk checked the ticket in first', async () => {
    const view = renderDesk({
      'PUT /api/conference-tickets/t2': () => ({
        status: 409,
        data: { ...alan, checkedIn: true, checkedInAt: '2026-04-02T09:29:00.000Z' },
        messages: [{ type: 'error', source: 'checkedIn', code: ALREADY_CHECKED_IN_CODE, value: 'Already checked in.' }],
      }),
    });
    await screen.findByText('1 of 4 checked in');
    await userEvent.type(field(), 'alan{Enter}');
    const warning = await screen.findByText(/^Alan was just checked in at another desk at /);
    expect(warning.closest('[role="alert"]')).not.toBeNull();
    expect(desk(view.container)).toHaveAttribute('data-state', 'conflict');
    expect(screen.getByText('2 of 4 checked in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('asks before undoing the last check-in, from its button or Ctrl+Z, and gives the focus back to the field', async () => {
    const view = renderDesk();
    await screen.findByText('1 of 4 checked in');
    await scan('ORD-500');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo check-in of Amazing Grace' }));
    let dialog = screen.getByRole('dialog', { name: 'Undo check-in?' });
    expect(dialog).toHaveTextContent('Amazing Grace will be marked as not checked in.');
    expect(within(dialog).getByRole('button', { name: 'Undo check-in' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field()).toHaveFocus();
    expect(view.calls('PUT', '/api/conference-tickets/t1')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Undo check-in of Amazing Grace' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo check-in' }));
    await screen.findByText('The check-in of Amazing Grace was undone.');
    expect(screen.getByText('1 of 4 checked in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(field()).toHaveFocus();

    await userEvent.type(field(), 'alan{Enter}');
    await screen.findByRole('button', { name: 'Undo check-in of Alan' });
    // By keyboard alone: Esc, Ctrl+Z, Enter.
    await userEvent.keyboard('{Escape}{Control>}z{/Control}');
    dialog = screen.getByRole('dialog', { name: 'Undo check-in?' });
    expect(within(dialog).getByRole('button', { name: 'Undo check-in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('The check-in of Alan was undone.');
    expect(screen.getByText('1 of 4 checked in')).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(view.calls('PUT', '/api/conference-tickets/t2').map((r) => (r.body as TicketUpdate).checkedIn)).toEqual([true, false]);
  });

  it('undoes the check-in still under way when Ctrl+Z comes before its answer, and leaves the one before alone', async () => {
    let answerAlan = () => {};
    const view = renderDesk({
      'PUT /api/conference-tickets/t2': (request) =>
        (request.body as TicketUpdate).checkedIn
          ? new Promise((resolve) => {
              answerAlan = () => resolve(checkInAnswer(request));
            })
          : checkInAnswer(request),
    });
    await screen.findByText('1 of 4 checked in');
    await scan('ORD-500');
    await screen.findByRole('button', { name: 'Undo check-in of Amazing Grace' });
    await userEvent.type(field(), 'alan{Enter}');
    await waitFor(() => expect(desk(view.container)).toHaveAttribute('data-state', 'checking-in'));
    await userEvent.keyboard('{Control>}z{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Undo check-in?' });
    expect(dialog).toHaveTextContent('Alan will be marked as not checked in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo check-in' }));
    answerAlan();
    await screen.findByText('The check-in of Alan was undone.');
    expect(view.calls('PUT', '/api/conference-tickets/t1').map((r) => (r.body as TicketUpdate).checkedIn)).toEqual([true]);
    expect(view.calls('PUT', '/api/conference-tickets/t2').map((r) => (r.body as TicketUpdate).checkedIn)).toEqual([true, false]);
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(screen.getByText('2 of 4 checked in')).toBeInTheDocument();
  });

  it('says so when an undo fails, and keeps the ticket checked in', async () => {
    let calls = 0;
    renderDesk({
      'PUT /api/conference-tickets/t1': (request) => (++calls === 1 ? checkInAnswer(request) : { status: 500 }),
    });
    await screen.findByText('1 of 4 checked in');
    await scan('ORD-500');
    await userEvent.click(await screen.findByRole('button', { name: 'Undo check-in of Amazing Grace' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Undo check-in' }));
    const failure = await screen.findByText('The check-in of Amazing Grace was not undone: still checked in.');
    expect(failure.closest('[role="alert"]')).toHaveTextContent('An unknown error occured while making request.');
    expect(screen.getByText('2 of 4 checked in')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo check-in of Amazing Grace' })).toBeVisible();
  });

  it('reports a failed check-in with a retry that checks the ticket in', async () => {
    let calls = 0;
    const view = renderDesk({
      'PUT /api/conference-tickets/t1': (request) => (++calls === 1 ? { status: 503 } : checkInAnswer(request)),
    });
    await screen.findByText('1 of 4 checked in');
    await scan('ORD-500');
    await screen.findByText('Amazing Grace is not checked in.');
    expect(screen.getByText('1 of 4 checked in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(desk(view.container)).toHaveAttribute('data-state', 'checked-in'));
    expect(screen.getByText('2 of 4 checked in')).toBeInTheDocument();
  });

  it('gives the focus back to the search field after a click on empty space', async () => {
    const view = renderDesk();
    await screen.findByText('1 of 4 checked in');
    field().blur();
    await userEvent.click(view.container.querySelector('.cmsb-checkin__keys')!);
    expect(field()).toHaveFocus();
  });
});
