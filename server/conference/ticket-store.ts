import type * as v from 'valibot';
import type { ConferenceTicket, Ribbon, TicketUpdateSchema } from '#contracts/conference.ts';
import type { TranslationLangCode } from '#validation/conference-ticket.ts';
import type { Db } from '../db/database.ts';
import { earnedRibbons, ribbonsFor } from './ribbons.ts';

interface FeatureJson {
  uid: string;
  skuNumber: string;
  name: string;
  orderNumber: string;
  party: boolean;
  active: boolean;
}

type TicketRow = Omit<ConferenceTicket, 'checkedInAt' | 'dateCreatedString' | 'features' | 'ribbons' | 'type'> & {
  checkedInAt: Date | null;
  createdAt: Date;
  firstTime: boolean;
  features: FeatureJson[];
};

/**
 * Tickets with their features and first-time flag in one statement, however many: the features
 * shown are the active ones and those still pending on the ticket's own order, in the
 * conference's feature order.
 */
const selectTickets = `select t.uid, t.conference_id as "conferenceId", t.product_id as "productId", t.sku_number as "skuNumber",
    s.option_description as "ticketName", t.first_name as "firstName", t.last_name as "lastName",
    t.display_name as "displayName", t.display_rcn as "displayRcn", t.city, t.state_country as "stateCountry",
    t.hearing_impaired as "hearingImpaired", t.sign_language as "signLanguage",
    t.translation_lang_code as "translationLangCode", coalesce(t.order_number, '') as "orderNumber",
    t.owner_rcn as "ownerRcn", t.owner_first_name as "ownerFirstName", t.owner_last_name as "ownerLastName",
    t.owner_rank as "ownerRank", t.owner_status as "ownerStatus", t.active, t.checked_in as "checkedIn",
    t.checked_in_at as "checkedInAt", t.created_at as "createdAt",
    not exists (select 1 from conference_tickets e join conferences ec on ec.id = e.conference_id
      where e.owner_rcn = t.owner_rcn and e.active and ec.starts_on < c.starts_on) as "firstTime",
    coalesce((select jsonb_agg(jsonb_build_object('uid', f.uid, 'skuNumber', f.sku_number, 'name', fs.option_description,
        'orderNumber', coalesce(f.order_number, ''), 'party', coalesce(cp.is_party, false), 'active', f.active)
        order by fp.sort_order, fs.sort_order, f.created_at, f.uid)
      from conference_features f
      join skus fs on fs.sku_number = f.sku_number
      left join conference_products cp on cp.product_id = fs.product_id
      left join conference_feature_products fp on fp.conference_id = t.conference_id and fp.product_id = fs.product_id
      where f.ticket_uid = t.uid and (f.active or f.order_id = t.order_id)), '[]'::jsonb) as features
  from conference_tickets t
  join conferences c on c.id = t.conference_id
  join skus s on s.sku_number = t.sku_number`;

function toApiTicket({ createdAt, checkedInAt, firstTime, features, ...row }: TicketRow): ConferenceTicket {
  return {
    ...row,
    checkedInAt: checkedInAt?.toISOString() ?? null,
    dateCreatedString: createdAt.toISOString(),
    features: features.map((feature) => ({
      uid: feature.uid,
      ticketUid: row.uid,
      skuNumber: feature.skuNumber,
      name: feature.name,
      orderNumber: feature.orderNumber,
      ownerRcn: row.ownerRcn,
      conferenceId: row.conferenceId,
      type: 'conferenceFeature' as const,
    })),
    ribbons: earnedRibbons({
      ownerRank: row.ownerRank,
      ownerStatus: row.ownerStatus,
      firstTime,
      party: features.some((feature) => feature.party && feature.active),
    }),
    type: 'conferenceTicket',
  };
}

/** Every ticket of a conference, active and inactive, newest first: one query. */
export async function listTickets(db: Db, conferenceId: string): Promise<ConferenceTicket[]> {
  const rows = await db.query<TicketRow>(`${selectTickets} where t.conference_id = $1 order by t.created_at desc, t.uid desc`, [
    conferenceId,
  ]);
  return rows.map(toApiTicket);
}

export async function findTicket(db: Db, uid: string): Promise<ConferenceTicket | null> {
  const [row] = await db.query<TicketRow>(`${selectTickets} where t.uid = $1`, [uid]);
  return row ? toApiTicket(row) : null;
}

export async function conferenceExists(db: Db, conferenceId: string): Promise<boolean> {
  return (await db.query('select 1 from conferences where id = $1', [conferenceId])).length > 0;
}

export type TicketUpdate = v.InferOutput<typeof TicketUpdateSchema>;

export type TicketUpdateResult =
  | { outcome: 'updated'; ticket: ConferenceTicket }
  | { outcome: 'notFound' }
  | { outcome: 'skuNotSold' }
  /** checkedIn differs from the stored value but the body says nothing of what the desk saw. */
  | { outcome: 'checkInUnconfirmed' }
  | { outcome: 'inactive' }
  /** The check-in (or undo) the desk asked for was made by someone else first; `ticket` is as stored. */
  | { outcome: 'conflict'; ticket: ConferenceTicket };

/**
 * Saves a ticket's editable fields, or checks it in or out. A check-in or undo (`wasCheckedIn`
 * given and different from `checkedIn`) is only one conditional update that applies while the
 * ticket still has `wasCheckedIn`, so of two desks racing one wins; the other fields of the body
 * are the desk's copy, possibly older than another desk's edit, so they are not written back.
 * A plain save never changes checkedIn: without `wasCheckedIn` a different checkedIn is refused,
 * so saving a whole ticket cannot undo another desk's check-in. Inactive tickets are not checked in.
 */
export async function updateTicket(db: Db, uid: string, update: TicketUpdate): Promise<TicketUpdateResult> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx.query<{ skuSold: boolean; active: boolean; checkedIn: boolean }>(
      `select exists (select 1 from skus s where s.sku_number = $2 and s.product_id = c.ticket_product_id) as "skuSold",
         t.active, t.checked_in as "checkedIn"
       from conference_tickets t join conferences c on c.id = t.conference_id where t.uid = $1 for update of t`,
      [uid, update.skuNumber],
    );
    if (!ticket) return { outcome: 'notFound' };
    if (update.wasCheckedIn !== undefined && update.wasCheckedIn !== update.checkedIn) {
      if (update.checkedIn && !ticket.active) return { outcome: 'inactive' };
      const changed = await tx.query(
        `update conference_tickets set checked_in = $2, checked_in_at = case when $2 then now() end
         where uid = $1 and checked_in = $3 returning uid`,
        [uid, update.checkedIn, update.wasCheckedIn],
      );
      const stored = await storedTicket(tx, uid);
      return changed.length === 0 ? { outcome: 'conflict', ticket: stored } : { outcome: 'updated', ticket: stored };
    }
    if (!ticket.skuSold) return { outcome: 'skuNotSold' };
    if (update.wasCheckedIn === undefined && update.checkedIn !== ticket.checkedIn) return { outcome: 'checkInUnconfirmed' };
    const text = (value: string) => value.trim();
    await tx.query(
      `update conference_tickets set sku_number = $2, first_name = $3, last_name = $4, display_name = $5, display_rcn = $6,
         city = $7, state_country = $8, hearing_impaired = $9, sign_language = $10, translation_lang_code = $11
       where uid = $1`,
      [
        uid,
        update.skuNumber,
        text(update.firstName),
        text(update.lastName),
        text(update.displayName),
        text(update.displayRcn),
        text(update.city),
        text(update.stateCountry),
        update.hearingImpaired,
        update.signLanguage,
        update.translationLangCode as TranslationLangCode,
      ],
    );
    return { outcome: 'updated', ticket: await storedTicket(tx, uid) };
  });
}

async function storedTicket(db: Db, uid: string): Promise<ConferenceTicket> {
  const ticket = await findTicket(db, uid);
  if (!ticket) throw new Error(`Ticket ${uid} is gone`);
  return ticket;
}

/** Deletes a ticket and (by cascade) its features; false when there is no such ticket. */
export async function deleteTicket(db: Db, uid: string): Promise<boolean> {
  return (await db.query('delete from conference_tickets where uid = $1 returning uid', [uid])).length > 0;
}

/**
 * An owner's ribbons: rank and status from their newest ticket (else their user), first-time when
 * their active tickets are for one conference at most, party when any active ticket has a party
 * feature. Null when no ticket and no user has the RCN.
 */
export async function ownerRibbons(db: Db, ownerRcn: string): Promise<Ribbon[] | null> {
  const [row] = await db.query<{
    known: boolean;
    rank: string | null;
    status: string | null;
    conferences: number;
    party: boolean;
  }>(
    `with owned as (select * from conference_tickets where owner_rcn = $1)
     select exists (select 1 from owned) or exists (select 1 from users where rcn = $1) as known,
       coalesce((select owner_rank from owned order by created_at desc limit 1), (select rank from users where rcn = $1)) as rank,
       coalesce((select owner_status from owned order by created_at desc limit 1), (select status from users where rcn = $1)) as status,
       (select count(distinct conference_id) from owned where active) as conferences,
       exists (select 1 from owned t join conference_features f on f.ticket_uid = t.uid
         join skus s on s.sku_number = f.sku_number join conference_products cp on cp.product_id = s.product_id
         where t.active and f.active and cp.is_party) as party`,
    [ownerRcn],
  );
  if (!row?.known) return null;
  return ribbonsFor({
    ownerRank: row.rank ?? '',
    ownerStatus: row.status ?? '',
    firstTime: row.conferences <= 1,
    party: row.party,
  });
}
