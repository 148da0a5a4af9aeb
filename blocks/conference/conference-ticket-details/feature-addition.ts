import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#api/client.ts';
import { classifyFailure } from '#api/errors/api-error.ts';
import { currentProfileQueryOptions } from '#api/query-options.ts';
import { conferenceOrderItemsEndpoint, type Conference, type ConferenceTicket } from '#contracts/conference.ts';
import { SWITCH_TO_SELF_CODE, switchUserEndpoint } from '#contracts/impersonation.ts';

/**
 * Makes the ticket's owner the acting user (conference.md 4; only super-users may switch), unless
 * they already are. Says whether it switched: from then on the staff tools answer 403. The page
 * config names the user but not their RCN, so their own profile tells; without one, the switch
 * decides: the server refuses a switch to oneself.
 */
export async function actAsOwner(queryClient: QueryClient, api: ApiClient, ticket: ConferenceTicket): Promise<boolean> {
  const profile = currentProfileQueryOptions(api);
  const acting = await queryClient.query(profile).then(
    ({ rcn }) => rcn,
    () => null,
  );
  if (acting === ticket.ownerRcn) return false;
  const switched = await api.request(switchUserEndpoint, { json: { switchToUsername: ticket.ownerRcn } }).then(
    () => true,
    (error: unknown) => {
      if (classifyFailure(error).messages.some((message) => message.code === SWITCH_TO_SELF_CODE)) return false;
      throw error;
    },
  );
  // The acting user is the owner now: the profile in the cache is someone else's.
  if (switched) void queryClient.invalidateQueries({ queryKey: profile.queryKey });
  return switched;
}

/** Puts one of each SKU on the acting user's order, for this ticket. */
export async function addFeatures(api: ApiClient, ticket: ConferenceTicket, skuNumbers: readonly string[]): Promise<void> {
  await api.request(conferenceOrderItemsEndpoint, {
    json: {
      items: skuNumbers.map((skuNumber) => ({
        skuNumber,
        qty: 1,
        updateMethod: 'add' as const,
        conferenceFeature: { ticketUid: ticket.uid },
      })),
    },
  });
}

/** The feature products a ticket can still get one of: those it holds no SKU of. */
export function featureChoices(conference: Conference, ticket: ConferenceTicket): Conference['featureProducts'] {
  const held = new Set(ticket.features.map((feature) => feature.skuNumber));
  return conference.featureProducts.filter((product) => !product.skus.some((sku) => held.has(sku.number)));
}
