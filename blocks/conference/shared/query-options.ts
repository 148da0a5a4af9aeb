import type { ApiClient } from '#api/client.ts';
import { apiQueryOptions } from '#api/query-options.ts';
import {
  conferenceAccessEndpoint,
  conferenceEndpoint,
  conferenceReportEndpoint,
  conferencesEndpoint,
  conferenceTicketEndpoint,
  conferenceTicketsEndpoint,
} from '#contracts/conference.ts';

/** The conference tools' reads, each keyed by its request path so every tool shares one cache entry. */
export const accessQueryOptions = (api: ApiClient) => ({
  ...apiQueryOptions(api, conferenceAccessEndpoint),
  staleTime: Infinity,
});

export const conferencesQueryOptions = (api: ApiClient, { all = false }: { all?: boolean } = {}) => ({
  ...apiQueryOptions(api, conferencesEndpoint, all ? { query: { all: 1 } } : {}),
  staleTime: 5 * 60 * 1000,
});

export const conferenceQueryOptions = (api: ApiClient, conferenceId: string) => ({
  ...apiQueryOptions(api, conferenceEndpoint, { params: { conferenceId } }),
  staleTime: 5 * 60 * 1000,
});

export const ticketsQueryOptions = (api: ApiClient, conferenceId: string) =>
  apiQueryOptions(api, conferenceTicketsEndpoint, { query: { conferenceId } });

export const ticketQueryOptions = (api: ApiClient, uid: string) =>
  apiQueryOptions(api, conferenceTicketEndpoint, { params: { uid } });

export const reportQueryOptions = (api: ApiClient, conferenceId: string) =>
  apiQueryOptions(api, conferenceReportEndpoint, { params: { conferenceId } });
