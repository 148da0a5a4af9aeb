import type { TicketDraftValues, TranslationLangCode } from '#validation/conference-ticket.ts';
import { demoUsers } from './seed-users.ts';

/**
 * The conference seed's tickets, made by a seeded pseudo-random generator: the same rows on every
 * run (tests count on them), realistic enough for the desk's list, search, report and ribbons.
 */

export interface SeedConference {
  id: string;
  title: string;
  active: boolean;
  startsOn: string;
  ticketProductId: string;
  featureProductIds: string[];
  uidPrefix: string;
  ticketCount: number;
  /** The ticket product's SKUs; the first is the owner's own ticket type. */
  ticketSkus: string[];
  /** Share of active tickets already checked in. */
  checkedInShare: number;
  /** Each group is one feature product: a ticket gets one of its SKUs with the given chance. */
  features: { skus: string[]; share: number; capped?: { skuNumber: string; max: number } }[];
  firstCreatedAt: string;
}

export interface SeedOwner {
  userId: string | null;
  rcn: string;
  firstName: string;
  lastName: string;
  rank: string;
  status: 'D' | 'E' | 'R';
  city: string;
  stateCountry: string;
}

export interface SeedTicket extends TicketDraftValues {
  uid: string;
  productId: string;
  hearingImpaired: 0 | 1;
  signLanguage: 0 | 1;
  translationLangCode: TranslationLangCode;
  owner: SeedOwner;
  orderNumber: string;
  active: boolean;
  checkedInAt: string | null;
  createdAt: string;
}

export interface SeedFeature {
  uid: string;
  ticketUid: string;
  skuNumber: string;
  orderNumber: string;
  active: boolean;
  createdAt: string;
}

/** mulberry32: a small, well-mixed 32-bit generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return {
    chance: (share: number) => next() < share,
    pick,
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const FIRST_NAMES = (
  'José Zoë Łukasz María Chloé Søren Aiyana Björn Amélie Mateo Olivia Noah Emma Liam Sofía Lucía ' +
  'Ethan Hannah Mohammed Priya Kenji Mei Grace Daniel Isabella Camila Andrés Renée François Zoltán ' +
  'Agnieszka Siobhán Nuno João Ingrid Tomás Benjamin Ava Lily Jack'
).split(' ');
const LAST_NAMES = (
  'García Müller Nowak Smith Johnson Williams Brown Hernández López Martínez O’Brien Núñez Kowalski ' +
  'Jørgensen Dubois Rossi Tanaka Kim Nguyen Patel Anderson Taylor Thomas Moore Jackson White Harris ' +
  'Clark Lewis Young Walker Hall Allen Wright Scott Green Baker Adams Nelson Peña Søndergaard ' +
  'Wiśniewski Fernández González Ramírez Torres Flores Rivera'
).split(' ');
const PLACES = [
  ['Orem', 'UT'],
  ['Provo', 'UT'],
  ['Austin', 'TX'],
  ['Denver', 'CO'],
  ['Phoenix', 'AZ'],
  ['Seattle', 'WA'],
  ['Miami', 'FL'],
  ['Boise', 'ID'],
  ['Chicago', 'IL'],
  ['Atlanta', 'GA'],
  ['Guadalajara', 'Mexico'],
  ['Monterrey', 'Mexico'],
  ['Bogotá', 'Colombia'],
  ['Lima', 'Peru'],
  ['Madrid', 'Spain'],
  ['Kraków', 'Poland'],
  ['Toronto', 'Canada'],
  ['São Paulo', 'Brazil'],
  ['Manila', 'Philippines'],
] as const;
/** Most members hold a lower rank; the last two earn the Diamond ribbon. */
const RANKS = ['Member', 'Member', 'Member', 'Silver', 'Silver', 'Gold', 'Gold', 'Platinum', 'Diamond', 'Blue Diamond'];

/** Ranks of demo members: the distributor wears the Diamond ribbon. */
export const DEMO_RANKS: Record<string, string> = { '1002': 'Diamond', '1007': 'Gold' };

function demoOwner(userId: string, city: string, stateCountry: string): SeedOwner {
  const user = demoUsers.find((candidate) => candidate.id === userId);
  if (!user) throw new Error(`No demo user ${userId}`);
  const { rcn, firstName, lastName, status } = user;
  return { userId, rcn, firstName, lastName, rank: DEMO_RANKS[userId] ?? '', status, city, stateCountry };
}

/** The demo logins that own tickets (distributor, admin, customer), so the e2e can find known owners. */
const DEMO_OWNERS = [demoOwner('1002', 'Denver', 'CO'), demoOwner('1001', 'Orem', 'UT'), demoOwner('1003', 'Portland', 'OR')];

const SYNTHETIC_OWNERS = 420;
const MINUTE = 60_000;

function syntheticOwners(random: ReturnType<typeof generator>): SeedOwner[] {
  return Array.from({ length: SYNTHETIC_OWNERS }, (_, index) => {
    const roll = random.between(1, 100);
    const status = roll <= 4 ? 'E' : roll <= 22 ? 'R' : 'D';
    const [city, stateCountry] = random.pick(PLACES);
    return {
      userId: null,
      rcn: String(7000001 + index),
      firstName: random.pick(FIRST_NAMES),
      lastName: random.pick(LAST_NAMES),
      rank: status === 'D' ? random.pick(RANKS) : '',
      status,
      city,
      stateCountry,
    };
  });
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const SPANISH_PLACES = new Set(['Mexico', 'Colombia', 'Peru', 'Spain']);

/**
 * Tickets come in orders of one to three: the first is the owner's own, the others guests. The
 * demo owners' orders come first in each conference, so their uids are known (SUM27-0001 is the
 * distributor's, active, not checked in, with a gala seat). Seeded order numbers ('W' + 8 digits)
 * have no order rows.
 */
export function generateConferenceTickets(conferences: SeedConference[]): { tickets: SeedTicket[]; features: SeedFeature[] } {
  const random = generator(20270512);
  const owners = syntheticOwners(random);
  const tickets: SeedTicket[] = [];
  const features: SeedFeature[] = [];
  let orderCount = 0;

  for (const conference of conferences) {
    // The distributor also went to the past conference, so only the customer is a first-timer.
    const demoOwners = conference.active ? DEMO_OWNERS : DEMO_OWNERS.slice(0, 1);
    const [ownSku = '', ...guestSkus] = conference.ticketSkus;
    const sold = new Map<string, number>();
    const checkInStart = Date.parse(`${conference.startsOn}T14:00:00Z`);
    let created = Date.parse(conference.firstCreatedAt);
    let number = 0;
    for (let order = 0; number < conference.ticketCount; order++) {
      const demoOwner = demoOwners[order];
      const owner = demoOwner ?? random.pick(owners);
      const orderNumber = `W${pad(20001 + orderCount++, 8)}`;
      const size = Math.min(demoOwner ? (order === 0 ? 2 : 1) : random.between(1, 3), conference.ticketCount - number);
      // An order is cancelled as a whole.
      const active = demoOwner ? true : !random.chance(0.03);
      created += random.between(5, 240) * MINUTE;
      const translationShare = SPANISH_PLACES.has(owner.stateCountry) ? 0.7 : 0.05;
      for (let index = 0; index < size; index++) {
        const own = index === 0;
        const uid = `${conference.uidPrefix}-${pad(++number, 4)}`;
        const firstName = own ? owner.firstName : random.pick(FIRST_NAMES);
        const lastName = own || random.chance(0.6) ? owner.lastName : random.pick(LAST_NAMES);
        const createdAt = new Date(created + index * 1000).toISOString();
        const checkedIn = active && !demoOwner && random.chance(conference.checkedInShare);
        tickets.push({
          uid,
          conferenceId: conference.id,
          productId: conference.ticketProductId,
          skuNumber: own ? (demoOwner || random.chance(0.8) ? ownSku : (guestSkus[0] ?? ownSku)) : random.pick(guestSkus),
          firstName,
          lastName,
          displayName: `${firstName} ${lastName}`,
          // Employee badges and guests carry no RCN.
          displayRcn: own && owner.status !== 'E' ? owner.rcn : '',
          city: owner.city,
          stateCountry: owner.stateCountry,
          hearingImpaired: random.chance(0.03) ? 1 : 0,
          signLanguage: random.chance(0.02) ? 1 : 0,
          translationLangCode: random.chance(translationShare) ? 'spa' : 'eng',
          owner,
          orderNumber,
          active,
          checkedInAt: checkedIn ? new Date(checkInStart + random.between(0, 240) * MINUTE).toISOString() : null,
          createdAt,
        });
        for (const [group, feature] of conference.features.entries()) {
          const wanted = demoOwner ? order === 0 && own && group === 0 : random.chance(feature.share);
          if (!wanted) continue;
          let skuNumber = demoOwner ? (feature.skus[0] ?? '') : random.pick(feature.skus);
          if (feature.capped?.skuNumber === skuNumber) {
            const count = sold.get(skuNumber) ?? 0;
            if (count >= feature.capped.max || !active) skuNumber = feature.skus[0] ?? '';
            else sold.set(skuNumber, count + 1);
          }
          features.push({ uid: `${uid}-F${group + 1}`, ticketUid: uid, skuNumber, orderNumber, active, createdAt });
        }
      }
    }
  }
  return { tickets, features };
}
