import type { ConferenceReport, ConferenceTicket, TicketUpdate } from '#contracts/conference.ts';
import { conferenceProducts, demoConferenceFeatures, demoConferenceTickets } from '../../../server/db/seed-conference.ts';

/** The PUT body the desk sends for a ticket as it is. */
export const editable = (ticket: ConferenceTicket): TicketUpdate => ({
  skuNumber: ticket.skuNumber,
  firstName: ticket.firstName,
  lastName: ticket.lastName,
  displayName: ticket.displayName,
  displayRcn: ticket.displayRcn,
  city: ticket.city,
  stateCountry: ticket.stateCountry,
  hearingImpaired: ticket.hearingImpaired,
  signLanguage: ticket.signLanguage,
  translationLangCode: ticket.translationLangCode,
  checkedIn: ticket.checkedIn,
});

/** The report computed from the seed's own rows. */
export function expectedReport(conferenceId: string): ConferenceReport {
  const tickets = demoConferenceTickets.filter((seeded) => seeded.conferenceId === conferenceId && seeded.active);
  const uids = new Set(tickets.map((seeded) => seeded.uid));
  const features = demoConferenceFeatures.filter((feature) => feature.active && uids.has(feature.ticketUid));
  const skuName = new Map(
    conferenceProducts.flatMap((product) => product.skus.map((sku) => [sku.skuNumber, sku.optionDescription])),
  );
  const countBy = <T>(rows: T[], key: (row: T) => string) => {
    const counts: Record<string, number> = {};
    for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
    return counts;
  };
  const named = (sku: string) => `${skuName.get(sku)} (${sku})`;
  return {
    ticketCount: tickets.length,
    checkedInCount: tickets.filter((seeded) => seeded.checkedInAt).length,
    partyTickets: new Set(features.filter((feature) => feature.skuNumber.startsWith('GALA-')).map((feature) => feature.ticketUid))
      .size,
    translationLangCodeCount: tickets.filter((seeded) => seeded.translationLangCode !== 'eng').length,
    hearingImpairedCount: tickets.filter((seeded) => seeded.hearingImpaired === 1).length,
    signLanguageCount: tickets.filter((seeded) => seeded.signLanguage === 1).length,
    subConferenceSkus: countBy(tickets, (seeded) => named(seeded.skuNumber)),
    subItems: countBy(features, (feature) => named(feature.skuNumber)),
    languageCounts: countBy(tickets, (seeded) => seeded.translationLangCode),
  };
}
