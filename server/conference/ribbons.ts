import type { Ribbon } from '#contracts/conference.ts';

/** What ribbons are earned by: the owner's rank and status, their history and the ticket's features. */
export interface RibbonFacts {
  ownerRank: string;
  ownerStatus: string;
  /** No active ticket to an earlier conference. */
  firstTime: boolean;
  /** An active party feature (the gala, the retreat dinner). */
  party: boolean;
}

const HIGH_RANKS = new Set(['Diamond', 'Blue Diamond']);

const RIBBONS: { name: string; color: string; earned: (facts: RibbonFacts) => boolean }[] = [
  { name: 'Diamond', color: '#1565c0', earned: (facts) => HIGH_RANKS.has(facts.ownerRank) },
  { name: 'Employee', color: '#5d4037', earned: (facts) => facts.ownerStatus === 'E' },
  { name: 'First-time attendee', color: '#2e7d32', earned: (facts) => facts.firstTime },
  { name: 'Gala party', color: '#6a1b9a', earned: (facts) => facts.party },
];

/** Every ribbon there is, none earned: the legend. */
export const ribbonLegend = (): Ribbon[] => RIBBONS.map(({ name, color }) => ({ name, color, has: false }));

/** Every ribbon, `has` saying which the facts earn. */
export const ribbonsFor = (facts: RibbonFacts): Ribbon[] =>
  RIBBONS.map(({ name, color, earned }) => ({ name, color, has: earned(facts) }));

/** Only the earned ribbons: what a ticket carries. */
export const earnedRibbons = (facts: RibbonFacts): Ribbon[] => ribbonsFor(facts).filter((ribbon) => ribbon.has);
