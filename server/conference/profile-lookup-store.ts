import type { ProfileLookup, ProfileResult } from '#contracts/conference.ts';
import { findProfile } from '../accounts/profile-store.ts';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like-pattern.ts';

export const PROFILE_SEARCH_LIMIT = 20;

/** Enabled profiles whose full name contains `name` (case-insensitive); none for empty text. */
export async function searchProfiles(db: Db, name: string): Promise<ProfileResult[]> {
  if (name === '') return [];
  return db.query<ProfileResult>(
    `select u.first_name || ' ' || u.last_name as name, u.email, u.rcn from users u
     where not u.disabled and lower(u.first_name || ' ' || u.last_name) like lower($1) escape '\\'
     order by lower(u.last_name), lower(u.first_name), u.rcn limit $2`,
    [`%${escapeLike(name)}%`, PROFILE_SEARCH_LIMIT],
  );
}

/**
 * What 'Auto Populate' fills a ticket with: the enabled profile with this RCN, city and state (or
 * country, abroad) from its ship address; null when there is none.
 */
export async function lookUpProfile(db: Db, rcn: string, storeCountry: string): Promise<ProfileLookup | null> {
  const [user] = await db.query<{ id: string; firstName: string; lastName: string }>(
    'select id, first_name as "firstName", last_name as "lastName" from users where rcn = $1 and not disabled',
    [rcn],
  );
  const profile = user ? await findProfile(db, user.id, storeCountry) : null;
  if (!user || !profile) return null;
  const address = profile.shipAddress;
  const city = address.city ?? '';
  return {
    rcn: profile.rcn,
    firstName: user.firstName,
    lastName: user.lastName,
    email: profile.email,
    city,
    stateCountry: city === '' ? '' : (address.state ?? address.country ?? ''),
  };
}
