import { PURCHASE_PATH, TICKET_LIST_PATH } from '#contracts/conference.ts';
import { KNOWN_TICKET } from '../db/seed-conference.ts';
import type { DemoPage } from './demo-page.ts';
import { slot } from './html.ts';

/**
 * The conference desk at the spec's routes (conference.md 2). Each page holds its tool and the
 * staff menu. The staff tools' pages send a visitor to log in and come back (the ticket list's to
 * the list, as the spec's 401 does); the tools themselves send a user whose session ended.
 */
const staffMenu = slot('conference-staff-menu', { id: 'conference-staff-menu' });

const purchasePage: DemoPage = {
  path: PURCHASE_PATH,
  guard: 'public',
  title: 'Buy conference tickets',
  body: () => `${staffMenu}
${slot('conference-ticket-purchase', { id: 'conference-ticket-purchase' })}`,
};

const ticketListPage: DemoPage = {
  guard: 'signedIn',
  path: TICKET_LIST_PATH,
  title: 'Conference tickets',
  body: () => `${staffMenu}
${slot('conference-ticket-list', { id: 'conference-ticket-list' })}`,
};

const ticketDetailsPage: DemoPage = {
  guard: 'signedIn',
  path: `${TICKET_LIST_PATH}/:id`,
  samplePath: `${TICKET_LIST_PATH}/${KNOWN_TICKET.uid}`,
  load: ({ params }) =>
    Promise.resolve({
      title: 'Conference ticket',
      body: `${staffMenu}
${slot('conference-ticket-details', { id: 'conference-ticket-details', props: { uid: params.id } })}`,
    }),
  notFound: { title: 'Not found', body: '<p>There is no ticket here.</p>' },
};

const checkInPage: DemoPage = {
  guard: 'signedIn',
  path: '/conference/check-in',
  title: 'Conference check-in',
  body: () => `${staffMenu}
${slot('conference-check-in', { id: 'conference-check-in' })}`,
};

const badgePrintPage: DemoPage = {
  guard: 'signedIn',
  path: '/conference/custom-badge-print',
  title: 'Print custom badge',
  body: () => `${staffMenu}
${slot('conference-badge-print', { id: 'conference-badge-print' })}`,
};

const reportPage: DemoPage = {
  guard: 'signedIn',
  path: '/conference-report',
  title: 'Conference report',
  body: () => `${staffMenu}
${slot('conference-report', { id: 'conference-report' })}`,
};

export const conferencePages: DemoPage[] = [
  purchasePage,
  ticketListPage,
  ticketDetailsPage,
  checkInPage,
  badgePrintPage,
  reportPage,
];
