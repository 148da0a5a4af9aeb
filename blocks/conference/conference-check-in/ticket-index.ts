import type { ConferenceTicket } from '../../../src/contracts/conference.ts';
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
 * The ticket Enter acts on, or null when staff must choose: the highlighted result; else a code
 * that names one active ticket (or one ticket only, which may be inactive: the desk says so);
 * else the only match.
 */
export function enterTarget(lookup: DeskLookup, highlighted: number): ConferenceTicket | null {
  const chosen = lookup.shown[highlighted];
  if (chosen) return chosen;
  const active = lookup.exact.filter((ticket) => ticket.active);
  if (active.length === 1) return active[0] ?? null;
  if (lookup.exact.length === 1) return lookup.exact[0] ?? null;
  if (lookup.exact.length === 0 && lookup.total === 1) return lookup.shown[0] ?? null;
  return null;
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
