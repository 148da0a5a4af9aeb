import * as v from 'valibot';
import { AddressSchema, type Address } from '#contracts/commerce.ts';
import type { GeoCode } from '#contracts/country-rules.ts';
import type { Profile } from '#contracts/profile.ts';
import type { Db } from '../db/database.ts';

interface ProfileRow {
  rcn: string;
  firstName: string;
  lastName: string;
  email: string;
  daytimePhone: string | null;
  cellPhone: string | null;
  username: string;
  status: string;
  periodPgPv: string | number;
  lifetimePgPv: string | number;
  shipAddress: unknown;
  billAddress: unknown;
}

/** A stored address (jsonb, maybe from an older shape) as the contract's Address; none is a blank one. */
function readAddress(stored: unknown, country: string): Address {
  const parsed = v.safeParse(AddressSchema, typeof stored === 'string' ? JSON.parse(stored) : (stored ?? {}));
  const address = parsed.success ? parsed.output : v.parse(AddressSchema, {});
  return { ...address, country: address.country ?? country };
}

/** The user's profile; null for an unknown user id. */
export async function findProfile(db: Db, userId: string, storeCountry: string): Promise<Profile | null> {
  const [row] = await db.query<ProfileRow>(
    `select u.rcn, u.first_name as "firstName", u.last_name as "lastName", u.email, u.daytime_phone as "daytimePhone",
       u.cell_phone as "cellPhone", u.username, u.status, u.period_pgpv as "periodPgPv", u.lifetime_pgpv as "lifetimePgPv",
       u.ship_address as "shipAddress", u.bill_address as "billAddress"
     from users u where u.id = $1`,
    [userId],
  );
  if (!row) return null;
  return {
    rcn: row.rcn,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    daytimePhone: row.daytimePhone,
    cellPhone: row.cellPhone,
    username: row.username,
    status: row.status,
    periodPgPv: Number(row.periodPgPv),
    lifetimePgPv: Number(row.lifetimePgPv),
    shipAddress: readAddress(row.shipAddress, storeCountry),
    billAddress: readAddress(row.billAddress, storeCountry),
  };
}

/** Whether the user has a profile yet: a saved ship address is what makes one. */
export async function hasProfile(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.query<{ has: boolean }>('select ship_address is not null as has from users where id = $1', [userId]);
  return row?.has ?? false;
}

export async function isUsernameTaken(db: Db, username: string, exceptUserId: string): Promise<boolean> {
  const rows = await db.query('select 1 from users where lower(username) = lower($1) and id <> $2', [username, exceptUserId]);
  return rows.length > 0;
}

export interface ProfileChanges {
  email: string;
  daytimePhone: string;
  cellPhone: string | null;
  username: string;
  shipAddress: Address;
  billAddress: Address;
  /** A new scrypt hash, or null to keep the password. */
  passwordHash: string | null;
}

export async function saveProfile(db: Db, userId: string, changes: ProfileChanges): Promise<void> {
  await db.query(
    `update users set email = $2, daytime_phone = $3, cell_phone = $4, username = $5,
       ship_address = $6::jsonb, bill_address = $7::jsonb, password_hash = coalesce($8, password_hash)
     where id = $1`,
    [
      userId,
      changes.email,
      changes.daytimePhone,
      changes.cellPhone,
      changes.username,
      JSON.stringify(changes.shipAddress),
      JSON.stringify(changes.billAddress),
      changes.passwordHash,
    ],
  );
}

export async function findGeoCodes(db: Db, zip: string): Promise<GeoCode[]> {
  return await db.query<GeoCode>(
    'select geo_code as "geoCode", zip, city, state, country from geo_codes where zip = $1 order by city, geo_code',
    [zip],
  );
}
