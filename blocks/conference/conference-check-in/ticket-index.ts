import type { ConferenceTicket } from '#contracts/conference.ts';
import { searchTickets } from '../shared/ticket-search.ts';

/** The desk lists at most this many matches; a longer list means the text needs narrowing. */
export const RESULT_LIMIT = 20;

/** Tickets by exact key: uid, order number, badge RCN and owner RCN, in lower case. */
export type TicketIndex = ReadonlyMap<string, readonly ConferenceTicket[]>;

const keyOf = (text: string) => text.trim().toLowerCase();

/** Builds the exact-key index once per tickets array; a scanned code is then a map lookup. */
export function buildTicketIndex(tickets: readonly ConferenceTicket[]): TicketIndex {
  const index = new Map<string, ConferenceTicket[]>();
  for (const ticket of tickets) {
    const keys = new Set([ticket.uid, ticket.orderNumber, ticket.displayRcn, ticket.ownerRcn].map(keyOf));
    for (const key of keys) {
      if (key === '') continue;
      const list = index.get(key);
      if (list) list.push(ticket);
      else index.set(key, [ticket]);
    }
  }
  return index;
}

export interface DeskLookup {
  /** Tickets whose uid, order number or an RCN is exactly the text (a scanned code). */
  exact: readonly ConferenceTicket[];
  /** What the list shows: the exact matches first, then the text matches, at most RESULT_LIMIT. */
  shown: readonly ConferenceTicket[];
  /** How many tickets match in all. */
  total: number;
}

const NOTHING: DeskLookup = { exact: [], shown: [], total: 0 };

/** The tickets the desk's search text finds. */
export function lookUp(index: TicketIndex, tickets: readonly ConferenceTicket[], text: string): DeskLookup {
  const key = keyOf(text);
  if (key === '') return NOTHING;
  const exact = index.get(key) ?? [];
  const exactUids = new Set(exact.map((ticket) => ticket.uid));
  const found = searchTickets(tickets, text).filter((ticket) => !exactUids.has(ticket.uid));
  return { exact, shown: [...exact, ...found].slice(0, RESULT_LIMIT), total: exact.length + found.length };
}

/**
 * The result chosen before staff choose one, as a position in `shown`, or -1 when they must
 * choose. A code (an order number names every ticket of the order) chooses its first ticket still
 * to check in, so a family's confirmation scanned once per person checks them in one by one;
 * when every active one is in, the first active one (Enter then warns of a second badge); when
 * none is active, the first (Enter says why it will not check in). Free text chooses only its
 * one match: a name is no code, and the first "Smith" is not the one at the desk.
 */
export function preselected(lookup: DeskLookup): number {
  const codeTickets = lookup.shown.slice(0, lookup.exact.length);
  if (codeTickets.length === 0) return lookup.total === 1 ? 0 : -1;
  const next = codeTickets.findIndex((ticket) => checkInVerdict(ticket) === 'ok');
  if (next >= 0) return next;
  return Math.max(
    codeTickets.findIndex((ticket) => ticket.active),
    0,
  );
}

/** The ticket Enter acts on: the highlighted result, else the pre-selected one; null when staff must choose. */
export function enterTarget(lookup: DeskLookup, highlighted: number): ConferenceTicket | null {
  return lookup.shown[highlighted] ?? lookup.shown[preselected(lookup)] ?? null;
}

/** Why a ticket cannot be checked in, or 'ok'. */
export function checkInVerdict(ticket: ConferenceTicket): 'inactive' | 'already-checked-in' | 'ok' {
  if (!ticket.active) return 'inactive';
  return ticket.checkedIn ? 'already-checked-in' : 'ok';
}

/** The running count: active tickets, and how many of them are checked in. */
export function attendance(tickets: readonly ConferenceTicket[]): { checkedIn: number; active: number } {
  let checkedIn = 0;
  let active = 0;
  for (const ticket of tickets) {
    if (!ticket.active) continue;
    active += 1;
    if (ticket.checkedIn) checkedIn += 1;
  }
  return { checkedIn, active };
}
