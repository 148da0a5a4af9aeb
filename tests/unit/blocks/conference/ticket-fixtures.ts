import type { Conference, ConferenceFeature, ConferenceSummary, ConferenceTicket } from '../../../../src/contracts/conference.ts';

/** Conference desk data for unit tests and stories: small, readable, and each field distinct. */
export const conferenceSummary: ConferenceSummary = {
  id: 'summit-2027',
  title: 'Summit 2027',
  active: true,
  startsOn: '2027-05-12',
};

export const conference: Conference = {
  ...conferenceSummary,
  ticketProduct: {
    productId: 'P900',
    name: 'Summit 2027 ticket',
    optionGroups: [{ name: 'Ticket type' }],
    skus: [
      { number: 'SUM-FULL', options: [{ optionValue: 'Full conference' }], formattedPrice: '$299.00', price: 299 },
      { number: 'SUM-DAY', options: [{ optionValue: 'One day' }], formattedPrice: '$129.00', price: 129 },
    ],
    availableSkus: ['SUM-FULL', 'SUM-DAY'],
  },
  featureProducts: [
    {
      productId: 'P910',
      name: 'Gala dinner',
      optionGroups: [{ name: 'Seating' }],
      skus: [
        { number: 'GALA-STD', options: [{ optionValue: 'Standard seat' }], formattedPrice: '$80.00', price: 80 },
        { number: 'GALA-VIP', options: [{ optionValue: 'VIP table' }], formattedPrice: '$150.00', price: 150 },
      ],
      availableSkus: ['GALA-STD'],
    },
  ],
};

export function feature(overrides: Partial<ConferenceFeature> = {}): ConferenceFeature {
  return {
    uid: 'F-1',
    ticketUid: 'T-1',
    skuNumber: 'GALA-STD',
    name: 'Standard seat',
    orderNumber: 'ORD-9001',
    ownerRcn: '1001',
    conferenceId: conferenceSummary.id,
    type: 'conferenceFeature',
    ...overrides,
  };
}

export function ticket(overrides: Partial<ConferenceTicket> = {}): ConferenceTicket {
  return {
    uid: 'T-1',
    conferenceId: conferenceSummary.id,
    productId: 'P900',
    skuNumber: 'SUM-FULL',
    ticketName: 'Full conference',
    firstName: 'Ada',
    lastName: 'Lovelace',
    displayName: 'Ada L.',
    displayRcn: 'R-100',
    city: 'London',
    stateCountry: 'UK',
    hearingImpaired: 0,
    signLanguage: 0,
    translationLangCode: 'eng',
    orderNumber: 'ORD-1001',
    ownerRcn: '1001',
    ownerFirstName: 'José',
    ownerLastName: 'Núñez',
    ownerRank: 'Gold',
    ownerStatus: 'D',
    active: true,
    checkedIn: false,
    checkedInAt: null,
    dateCreatedString: '2026-10-01',
    features: [],
    ribbons: [
      { name: 'Speaker', color: '#1e429f', has: true },
      { name: 'Volunteer', color: '#046c4e', has: false },
    ],
    type: 'conferenceTicket',
    ...overrides,
  };
}

/** `count` tickets numbered from 1, each with its own names and order number. */
export function manyTickets(count: number): ConferenceTicket[] {
  return Array.from({ length: count }, (_, i) =>
    ticket({
      uid: `T-${i + 1}`,
      firstName: `Attendee${i + 1}`,
      lastName: 'Smith',
      displayName: `Badge ${i + 1}`,
      orderNumber: `ORD-${2000 + i}`,
      ownerRcn: String(5000 + i),
      ownerFirstName: 'Owner',
      ownerLastName: `Number${i + 1}`,
      checkedIn: i % 4 === 0,
    }),
  );
}
