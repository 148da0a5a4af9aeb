import type { Routes } from '#host/routes.ts';

/**
 * The staff tools, in the spec's order (conference.md 2), by label key and address. Log Out, last
 * in the spec, is a button (staff-menu.tsx): a link that signs out would let any site do it.
 */
export const staffLinks = (routes: Routes) =>
  [
    { label: 'ticketList', href: routes.conferenceTickets },
    { label: 'checkIn', href: routes.conferenceCheckIn },
    { label: 'buyTickets', href: routes.conferencePurchase },
    { label: 'customBadge', href: routes.conferenceBadgePrint },
    { label: 'report', href: routes.conferenceReport },
  ] as const;

/** Whether `href` is the page at `path` (its path part; the query and hash do not name another page here). */
export const isCurrent = (href: string, path: string) => href.split(/[?#]/)[0] === path;

/** The purchase screen always shows the menu: there is no hiding it there. */
export const isForcedOpen = (path: string, routes: Pick<Routes, 'conferencePurchase'>) =>
  isCurrent(routes.conferencePurchase, path);

/** Open unless hidden on this device before (the stored value is exactly `false`), and always where forced. */
export function isMenuOpen(path: string, stored: unknown, routes: Pick<Routes, 'conferencePurchase'>): boolean {
  return isForcedOpen(path, routes) || stored !== false;
}
