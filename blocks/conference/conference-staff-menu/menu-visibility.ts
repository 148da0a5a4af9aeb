import { PURCHASE_PATH, TICKET_LIST_PATH } from '../../../src/contracts/conference.ts';

/** The staff tools, in the spec's order (conference.md 2), by label key and address. */
export const STAFF_LINKS = [
  { label: 'ticketList', href: TICKET_LIST_PATH },
  { label: 'checkIn', href: '/conference/check-in' },
  { label: 'buyTickets', href: PURCHASE_PATH },
  { label: 'customBadge', href: '/conference/custom-badge-print' },
  { label: 'report', href: '/conference-report' },
  { label: 'logOut', href: '/login?logout=1' },
] as const;

/** The purchase screen always shows the menu: there is no hiding it there. */
export const isForcedOpen = (path: string) => path === PURCHASE_PATH;

/** Open unless hidden on this device before (the stored value is exactly `false`), and always where forced. */
export function isMenuOpen(path: string, stored: unknown): boolean {
  return isForcedOpen(path) || stored !== false;
}

/** Whether `href` is the page at `path` (its path part; the query does not name another page here). */
export const isCurrent = (href: string, path: string) => href.split('?')[0] === path;
