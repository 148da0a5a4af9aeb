import { describe, expect, it } from 'vitest';
import { KNOWN_TICKET, SUMMIT_ID } from '../../server/db/seed-conference.ts';
import { api } from './pages/cart.page.ts';
import { journeyContexts } from './support/contexts.ts';

// note: first visits (nothing decided about cookies), as the file was written for
const { newContext } = journeyContexts({ cookies: null });

const ticketPath = `/api/conference-tickets/${KNOWN_TICKET.uid}`;
/** What a desk sends to check the ticket in. */
const checkIn = {
  skuNumber: KNOWN_TICKET.skuNumber,
  firstName: KNOWN_TICKET.firstName,
  lastName: KNOWN_TICKET.lastName,
  displayName: KNOWN_TICKET.displayName,
  displayRcn: KNOWN_TICKET.displayRcn,
  city: KNOWN_TICKET.city,
  stateCountry: KNOWN_TICKET.stateCountry,
  hearingImpaired: KNOWN_TICKET.hearingImpaired,
  signLanguage: KNOWN_TICKET.signLanguage,
  translationLangCode: KNOWN_TICKET.translationLangCode,
  checkedIn: true,
  wasCheckedIn: false,
};

describe('the conference ticket calls, as the running demo server answers them', () => {
  it('refuse a customer: no list, no ticket, no check-in, no delete; the ticket is untouched', async () => {
    const staff = await newContext('staff');
    const before = await api(staff, 'GET', ticketPath);
    expect(before.status).toBe(200);

    const context = await newContext('customer');
    expect((await api(context, 'GET', `/api/conference-tickets?conferenceId=${SUMMIT_ID}`)).status).toBe(403);
    expect((await api(context, 'GET', ticketPath)).status).toBe(403);
    expect((await api(context, 'PUT', ticketPath, checkIn)).status).toBe(403);
    expect((await api(context, 'DELETE', ticketPath)).status).toBe(403);

    const after = await api(staff, 'GET', ticketPath);
    expect(after.body.data).toEqual(before.body.data);
    expect(after.body.data).toMatchObject({ uid: KNOWN_TICKET.uid });
  });

  it('answer 401 without a login', async () => {
    const context = await newContext();
    expect((await api(context, 'GET', `/api/conference-tickets?conferenceId=${SUMMIT_ID}`)).status).toBe(401);
    expect((await api(context, 'GET', '/api/conference-access')).status).toBe(401);
  });
});
