/** What a custom badge prints (conference.md 3, badge ticket). */
export interface Badge {
  displayRcn: string;
  displayName: string;
  city: string;
  stateCountry: string;
}

export type BadgeField = keyof Badge;

export const EMPTY_BADGE: Badge = { displayRcn: '', displayName: '', city: '', stateCountry: '' };

/**
 * Our rule (the spec lists no required fields): a badge without a name or a city (job title)
 * prints nothing useful, so both are required. The rest may be blank.
 */
export const REQUIRED_BADGE_FIELDS = ['displayName', 'city'] as const satisfies readonly BadgeField[];

/** conference.md 6: a badge with RCN and state or country left blank is an employee badge; its city is the job title. */
export function isEmployeeBadge(badge: Badge): boolean {
  return badge.displayRcn.trim() === '' && badge.stateCountry.trim() === '';
}

/** The required fields left blank, in form order. */
export function missingBadgeFields(badge: Badge): BadgeField[] {
  return REQUIRED_BADGE_FIELDS.filter((field) => badge[field].trim() === '');
}

/** The badge as printed: each text trimmed. */
export function printedBadge(badge: Badge): Badge {
  return {
    displayRcn: badge.displayRcn.trim(),
    displayName: badge.displayName.trim(),
    city: badge.city.trim(),
    stateCountry: badge.stateCountry.trim(),
  };
}
