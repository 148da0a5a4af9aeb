import type { ApiClient } from '../../../src/api/client.ts';
import { classifyFailure } from '../../../src/api/errors/api-error.ts';
import { conferenceOrderItemsEndpoint, type Conference, type ConferenceTicket } from '../../../src/contracts/conference.ts';
import { SWITCH_TO_SELF_CODE, switchUserEndpoint } from '../../../src/contracts/impersonation.ts';
import { CURRENT_PROFILE_ID, profileEndpoint } from '../../../src/contracts/profile.ts';

/**
 * Whether the acting user already is the ticket's owner. The page config names the user but not
 * their RCN, so their own profile tells; without one, the switch decides.
 */
async function actingAsOwner(api: ApiClient, ticket: ConferenceTicket): Promise<boolean> {
  try {
    const { data } = await api.request(profileEndpoint, { params: { id: CURRENT_PROFILE_ID } });
    return data.rcn === ticket.ownerRcn;
  } catch {
    return false;
  }
}

/**
 * Makes the ticket's owner the acting user (conference.md 4; only super-users may switch), unless
 * they already are. Says whether it switched: from then on the staff tools answer 403.
 */
export async function actAsOwner(api: ApiClient, ticket: ConferenceTicket): Promise<boolean> {
  if (await actingAsOwner(api, ticket)) return false;
  try {
    await api.request(switchUserEndpoint, { json: { switchToUsername: ticket.ownerRcn } });
    return true;
  } catch (error) {
    if (classifyFailure(error).messages.some((message) => message.code === SWITCH_TO_SELF_CODE)) return false;
    throw error;
  }
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
