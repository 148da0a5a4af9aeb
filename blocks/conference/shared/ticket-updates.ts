import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#api/client.ts';
import { useApiClient } from '#api/api-context.tsx';
import type { Failure } from '#api/errors/api-error.ts';
import { useSave } from '#api/use-save.ts';
import {
  ALREADY_CHECKED_IN_CODE,
  ConferenceTicketSchema,
  updateTicketEndpoint,
  type ConferenceTicket,
  type TicketUpdate,
} from '#contracts/conference.ts';
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
  | { outcome: 'failed'; failure: Failure };

/** The stored ticket a refused check-in answers with, when another desk changed its check-in first. */
function storedInstead(failure: Failure): ConferenceTicket | null {
  if (!failure.messages.some((message) => message.code === ALREADY_CHECKED_IN_CODE)) return null;
  const stored = v.safeParse(ConferenceTicketSchema, failure.data);
  return stored.success ? stored.output : null;
}

interface CheckInChange {
  ticket: ConferenceTicket;
  checkedIn: boolean;
}

/**
 * Checks a ticket in or out. The toggle shows the new state at once; the server applies it only
 * if the ticket still is as this desk saw it, so a failed call puts it back and a conflict shows
 * what the other desk did. Calls go one after another (useSave's queue), in the order asked.
 */
export function useCheckIn() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { save } = useSave({
    send: ({ ticket, checkedIn }: CheckInChange) =>
      api
        .request(updateTicketEndpoint, {
          params: { uid: ticket.uid },
          json: ticketUpdateBody(ticket, { checkedIn, wasCheckedIn: ticket.checkedIn }),
        })
        .then((answer) => answer.data),
    onSaved: (saved, _change, client) => storeTicket(client, api, saved),
    onFailed: (failure, { ticket }, client) => storeTicket(client, api, storedInstead(failure) ?? ticket),
    queue: true,
  });
  return async function setCheckedIn(ticket: ConferenceTicket, checkedIn: boolean): Promise<CheckInResult> {
    storeTicket(queryClient, api, { ...ticket, checkedIn, checkedInAt: checkedIn ? new Date().toISOString() : null });
    const outcome = await save({ ticket, checkedIn });
    if (outcome.status === 'saved') return { outcome: 'done', ticket: outcome.data };
    // note: 'skipped' cannot come of a queued save
    if (outcome.status === 'skipped') throw new Error('A queued check-in was skipped');
    const stored = storedInstead(outcome.failure);
    return stored ? { outcome: 'conflict', ticket: stored } : { outcome: 'failed', failure: outcome.failure };
  };
}
