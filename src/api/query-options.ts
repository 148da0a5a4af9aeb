import { queryOptions } from '@tanstack/react-query';
import { requestPath, type Endpoint } from '#contracts/endpoint.ts';
import { CURRENT_PROFILE_ID, profileEndpoint } from '#contracts/profile.ts';
import type { ApiClient, RequestOptions } from './client.ts';

/**
 * Query options for a GET endpoint, keyed by its request path. Blocks, prefetching and
 * tests share them; the query's signal aborts the request when a newer load replaces it.
 */
export function apiQueryOptions<Data>(
  client: ApiClient,
  endpoint: Endpoint<Data>,
  request: Omit<RequestOptions<never>, 'json' | 'signal'> = {},
) {
  return queryOptions({
    queryKey: ['api', requestPath(endpoint.path, request.params, request.query)] as const,
    queryFn: async ({ signal }) => (await client.request(endpoint, { ...request, signal })).data,
  });
}

/**
 * The signed-in user's own profile: one cache entry, whichever area reads it (account's My Profile
 * and profile edit, conference's acting-user check), so a save in one is what the others show.
 */
export const currentProfileQueryOptions = (client: ApiClient) =>
  apiQueryOptions(client, profileEndpoint, { params: { id: CURRENT_PROFILE_ID } });
