import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import block from '../../../../blocks/conference/conference-check-in/index.ts';
import type { TicketUpdate } from '#contracts/conference.ts';
import { renderIslands } from '../../../support/render-islands.tsx';
import { ticket } from '../../../fixtures/conference/ticket.ts';

const CheckIn = block.component;
const grace = ticket({ uid: 't1', conferenceId: 'conf-1', orderNumber: 'ORD-500', displayName: 'Grace', ribbons: [] });
const alan = ticket({ uid: 't2', conferenceId: 'conf-1', orderNumber: 'ORD-600', displayName: 'Alan', ribbons: [] });

describe('the check-in desk queue', () => {
  it('shows a crashed check-in as failed and still takes the next scan', async () => {
    const view = renderIslands(
      <CheckIn />,
      {
        'GET /api/conference-access': () => ({ data: { staff: true, lookupAccess: false } }),
        'GET /api/conference': () => ({ data: [{ id: 'conf-1', title: 'Spring', active: true, startsOn: '2026-04-01' }] }),
        'GET /api/conference-tickets': () => ({ data: [grace, alan] }),
        // The session ended: the desk leaves for the login page, and the host's leaveTo throws.
        'PUT /api/conference-tickets/t1': () => ({ status: 401 }),
        'PUT /api/conference-tickets/t2': (request) => ({
          data: { ...alan, checkedIn: (request.body as TicketUpdate).checkedIn },
        }),
      },
      { user: { id: '2001', username: 'staff' } },
    );
    view.leaveTo.mockImplementationOnce(() => {
      throw new Error('crashed');
    });
    const field = await screen.findByRole('combobox', { name: /^Scan or search/ });
    await userEvent.type(field, 'ORD-500{Enter}');
    expect(await screen.findByText('Grace is not checked in.')).toBeInTheDocument();
    expect(view.leaveTo).toHaveBeenCalledTimes(1);
    await userEvent.type(field, 'ORD-600{Enter}');
    await waitFor(() => expect(view.container.querySelector('.cmsb-checkin__desk')).toHaveAttribute('data-state', 'checked-in'));
    expect(view.calls('PUT', '/api/conference-tickets/t2')).toHaveLength(1);
  });
});
