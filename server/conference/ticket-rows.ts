import type { TicketDraftValues } from '#validation/conference-ticket.ts';

/** The columns every new conference_tickets row is written with (insertJsonRows), and their SQL types. */
export const NEW_TICKET_COLUMNS = {
  uid: 'text',
  conference_id: 'text',
  product_id: 'text',
  sku_number: 'text',
  first_name: 'text',
  last_name: 'text',
  display_name: 'text',
  display_rcn: 'text',
  city: 'text',
  state_country: 'text',
  hearing_impaired: 'smallint',
  sign_language: 'smallint',
  translation_lang_code: 'text',
  owner_user_id: 'text',
  owner_rcn: 'text',
  owner_first_name: 'text',
  owner_last_name: 'text',
  owner_rank: 'text',
  owner_status: 'text',
} as const;

export interface TicketOwner {
  userId: string | null;
  rcn: string;
  firstName: string;
  lastName: string;
  rank: string;
  status: string;
}

/** A new ticket's row for NEW_TICKET_COLUMNS, its texts trimmed. */
export function newTicketRow(
  ticket: TicketDraftValues & { uid: string; productId: string },
  owner: TicketOwner,
): Record<keyof typeof NEW_TICKET_COLUMNS, string | number | null> {
  return {
    uid: ticket.uid,
    conference_id: ticket.conferenceId,
    product_id: ticket.productId,
    sku_number: ticket.skuNumber,
    first_name: ticket.firstName.trim(),
    last_name: ticket.lastName.trim(),
    display_name: ticket.displayName.trim(),
    display_rcn: ticket.displayRcn.trim(),
    city: ticket.city.trim(),
    state_country: ticket.stateCountry.trim(),
    hearing_impaired: ticket.hearingImpaired,
    sign_language: ticket.signLanguage,
    translation_lang_code: ticket.translationLangCode,
    owner_user_id: owner.userId,
    owner_rcn: owner.rcn,
    owner_first_name: owner.firstName,
    owner_last_name: owner.lastName,
    owner_rank: owner.rank,
    owner_status: owner.status,
  };
}
