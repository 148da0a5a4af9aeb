import type { ConferenceTicket } from '#contracts/conference.ts';

/**
 * The ticket list's search (conference.md 2): case-insensitive, accents ignored ('jose' finds
 * 'José'), over owner RCN, SKU, order number, badge RCN, badge name, ticket name (its type and its
 * attendee), owner name and
 * the features' order numbers. Runs in the browser on every keystroke, so each ticket's search
 * text is built once and a search is a plain substring scan.
 */

/** Lower case without accents, inner whitespace collapsed: the form both sides are compared in. */
export function foldSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

// Keyed by the ticket object: an updated ticket is a new object, so its text is rebuilt.
const searchTexts = new WeakMap<ConferenceTicket, string>();

function searchText(ticket: ConferenceTicket): string {
  let text = searchTexts.get(ticket);
  if (text === undefined) {
    const fields = [
      ticket.ownerRcn,
      ticket.skuNumber,
      ticket.orderNumber,
      ticket.displayRcn,
      ticket.displayName,
      // "Ticket name": the ticket type, and the attendee's name the ticket is made out to.
      ticket.ticketName,
      `${ticket.firstName} ${ticket.lastName}`,
      ticket.ownerFirstName,
      ticket.ownerLastName,
      `${ticket.ownerFirstName} ${ticket.ownerLastName}`,
      ...ticket.features.map((feature) => feature.orderNumber),
    ];
    // A line break between fields keeps a query from matching across two of them.
    text = fields.map(foldSearchText).join('\n');
    searchTexts.set(ticket, text);
  }
  return text;
}

/** Whether `ticket` matches `query`; a blank query matches every ticket. */
export function matchesTicket(ticket: ConferenceTicket, query: string): boolean {
  const folded = foldSearchText(query);
  return folded === '' || searchText(ticket).includes(folded);
}

/** The tickets matching `query`, in their order. */
export function searchTickets(tickets: readonly ConferenceTicket[], query: string): ConferenceTicket[] {
  const folded = foldSearchText(query);
  return folded === '' ? [...tickets] : tickets.filter((ticket) => searchText(ticket).includes(folded));
}
