import type { ApiClient } from '../../../src/api/client.ts';
import { conferenceOrderItemsEndpoint, type Conference, type ConferenceTicket } from '../../../src/contracts/conference.ts';
import { switchUserEndpoint } from '../../../src/contracts/impersonation.ts';
import { leaveTo } from '../../../src/host/navigation.ts';

/** Where the owner pays for the added features (conference.md 2). */
export const CART_PATH = '/checkout/cart';

/**
 * Adds features to a ticket (conference.md 4): the acting user becomes the ticket's owner (only
 * super-users may switch), the features go on the owner's order for this ticket, then the cart.
 * Throws the failing call's error; nothing after it is done.
 */
export async function addFeaturesAsOwner(
  api: ApiClient,
  ticket: ConferenceTicket,
  skuNumbers: readonly string[],
  leave: (path: string) => void = leaveTo,
): Promise<void> {
  await api.request(switchUserEndpoint, { json: { switchToUsername: ticket.ownerRcn } });
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
  leave(CART_PATH);
}

/** The feature products a ticket can still get one of: those it holds no SKU of. */
export function featureChoices(conference: Conference, ticket: ConferenceTicket): Conference['featureProducts'] {
  const held = new Set(ticket.features.map((feature) => feature.skuNumber));
  return conference.featureProducts.filter((product) => !product.skus.some((sku) => held.has(sku.number)));
}
