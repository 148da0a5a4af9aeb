import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { ticketUpdateBody } from '../../../blocks/conference/shared/ticket-updates.ts';
import type { ConferenceTicket } from '#contracts/conference.ts';
import { api } from '../pages/cart.page.ts';

/** The ticket as the server has it now, read as `context`'s user (conference staff). */
export async function storedTicket(context: BrowserContext, uid: string): Promise<ConferenceTicket> {
  const { status, body } = await api(context, 'GET', `/api/conference-tickets/${uid}`);
  expect(status).toBe(200);
  return body.data as ConferenceTicket;
}

/** Checks a ticket in or out through the API, as another desk would. */
export async function setCheckedIn(context: BrowserContext, uid: string, checkedIn: boolean): Promise<void> {
  const ticket = await storedTicket(context, uid);
  const body = ticketUpdateBody(ticket, { checkedIn, wasCheckedIn: ticket.checkedIn });
  expect((await api(context, 'PUT', `/api/conference-tickets/${uid}`, body)).status).toBe(200);
}
