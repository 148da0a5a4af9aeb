import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../src/api/client.ts';
import { useApiClient } from '../../../src/api/api-context.tsx';
import { isApiError } from '../../../src/api/errors/api-error.ts';
import {
  ALREADY_CHECKED_IN_CODE,
  ConferenceTicketSchema,
  updateTicketEndpoint,
  type ConferenceTicket,
  type TicketUpdate,
} from '../../../src/contracts/conference.ts';
import * as v from 'valibot';
import { ticketQueryOptions, ticketsQueryOptions } from './query-options.ts';

/** The PUT body of `ticket` with `changes`: its editable fields only. */
export function ticketUpdateBody(ticket: ConferenceTicket, changes: Partial<TicketUpdate> = {}): TicketUpdate {
  const { skuNumber, firstName, lastName, displayName, displayRcn, city, stateCountry } = ticket;
  const { hearingImpaired, signLanguage, translationLangCode, checkedIn } = ticket;
  return {
    skuNumber,
    firstName,
    lastName,
    displayName,
    displayRcn,
    city,
    stateCountry,
    hearingImpaired,
    signLanguage,
    translationLangCode,
    checkedIn,
    ...changes,
  };
}

/** Puts `ticket` into the list of its conference and its own entry, so every view shows it at once. */
export function storeTicket(queryClient: QueryClient, api: ApiClient, ticket: ConferenceTicket): void {
  queryClient.setQueryData(ticketsQueryOptions(api, ticket.conferenceId).queryKey, (tickets) =>
    tickets?.map((item) => (item.uid === ticket.uid ? ticket : item)),
  );
  queryClient.setQueryData(ticketQueryOptions(api, ticket.uid).queryKey, ticket);
}

export type CheckInResult =
  | { outcome: 'done'; ticket: ConferenceTicket }
  /** Another desk got there first: `ticket` is the stored one, now shown. */
  | { outcome: 'conflict'; ticket: ConferenceTicket }
  /** The call failed: the toggle is back where it was. */
  | { outcome: 'failed'; error: unknown };

/**
 * Checks a ticket in or out. The toggle shows the new state at once; the server applies it only
 * if the ticket still is as this desk saw it, so a failed call puts it back and a conflict shows
 * what the other desk did.
 */
export function useCheckIn() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return async function setCheckedIn(ticket: ConferenceTicket, checkedIn: boolean): Promise<CheckInResult> {
    storeTicket(queryClient, api, { ...ticket, checkedIn, checkedInAt: checkedIn ? new Date().toISOString() : null });
    try {
      const { data } = await api.request(updateTicketEndpoint, {
        params: { uid: ticket.uid },
        json: ticketUpdateBody(ticket, { checkedIn, wasCheckedIn: ticket.checkedIn }),
      });
      storeTicket(queryClient, api, data);
      return { outcome: 'done', ticket: data };
    } catch (error) {
      const stored =
        isApiError(error) && error.messages.some((m) => m.code === ALREADY_CHECKED_IN_CODE)
          ? v.safeParse(ConferenceTicketSchema, error.data)
          : null;
      if (stored?.success) {
        storeTicket(queryClient, api, stored.output);
        return { outcome: 'conflict', ticket: stored.output };
      }
      storeTicket(queryClient, api, ticket);
      return { outcome: 'failed', error };
    }
  };
}
