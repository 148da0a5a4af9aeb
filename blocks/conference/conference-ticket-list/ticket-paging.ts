import { TICKET_RESULT_LIMIT } from '#contracts/conference.ts';

/** One page of the list: the tickets shown, their 1-based positions, and how many pages there are. */
export type TicketPage<T> =
  | { state: 'page'; items: T[]; first: number; last: number; total: number; pageCount: number }
  /** No page `page` among these results: 'Page {n} is out of range'. */
  | { state: 'out-of-range'; total: number; pageCount: number };

/** Pages of TICKET_RESULT_LIMIT (conference.md 9); no results still make one (empty) page 1. */
export function ticketPage<T>(results: readonly T[], page: number, limit: number = TICKET_RESULT_LIMIT): TicketPage<T> {
  const total = results.length;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return { state: 'out-of-range', total, pageCount };
  const start = (page - 1) * limit;
  const items = results.slice(start, start + limit);
  return { state: 'page', items, first: items.length ? start + 1 : 0, last: start + items.length, total, pageCount };
}
