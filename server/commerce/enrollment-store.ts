import { randomUUID } from 'node:crypto';
import type { Order } from '#contracts/commerce.ts';
import type { Db } from '../db/database.ts';
import type { OrderRow } from './order-store.ts';
import { findGuestSponsor } from './sponsor-store.ts';

type NewProfile = NonNullable<Order['attributes']['newProfile']>;

// note: no scrypt hash matches this, so nobody can log in until a password is set.
const NO_PASSWORD = '!';

/** Creates the distributor profile an enrollment order buys, sponsored by the guest sign-up sponsor. */
export async function createEnrolledProfile(tx: Db, order: OrderRow, sponsorSiteId: string): Promise<NewProfile> {
  const sponsor = await findGuestSponsor(tx, sponsorSiteId);
  const [next] = await tx.query<{ n: number }>(`select nextval('enrollment_rcn_seq') as n`);
  const rcn = String(next?.n);
  const username = `new${rcn}`;
  const [firstName = '', ...lastNames] = (order.shipAddress?.nameLine ?? '').trim().split(/\s+/);
  await tx.query(
    `insert into users (id, rcn, username, password_hash, first_name, last_name, email, status, sponsor_user_id,
       ship_address, bill_address)
     values ($1, $2, $3, $4, $5, $6, $7, 'D', $8, $9::jsonb, $10::jsonb)`,
    [
      randomUUID(),
      rcn,
      username,
      NO_PASSWORD,
      firstName,
      lastNames.join(' '),
      order.shipAddress?.email ?? '',
      sponsor?.id ?? null,
      JSON.stringify(order.shipAddress),
      JSON.stringify(order.billAddress ?? order.shipAddress),
    ],
  );
  return { rcn, username, sponsorRcn: sponsor?.rcn ?? null, sponsorName: sponsor?.name ?? null, status: 'D' };
}
