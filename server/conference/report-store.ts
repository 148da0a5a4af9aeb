import type { ConferenceReport } from '#contracts/conference.ts';
import type { Db } from '../db/database.ts';

/**
 * The report of one conference in one statement (active tickets and their active features only);
 * null for an unknown conference. Keyed counts read "Name (SKU)"; the languages are their codes.
 */
export async function conferenceReport(db: Db, conferenceId: string): Promise<ConferenceReport | null> {
  const [row] = await db.query<ConferenceReport & { known: boolean }>(
    `with t as (
       select * from conference_tickets where conference_id = $1 and active
     ),
     f as (
       select f.ticket_uid, f.sku_number, s.option_description as name, coalesce(cp.is_party, false) as is_party
       from conference_features f
       join t on t.uid = f.ticket_uid
       join skus s on s.sku_number = f.sku_number
       left join conference_products cp on cp.product_id = s.product_id
       where f.active
     )
     select exists (select 1 from conferences where id = $1) as known,
       counts."ticketCount", counts."checkedInCount", counts."translationLangCodeCount",
       counts."hearingImpairedCount", counts."signLanguageCount",
       (select count(distinct ticket_uid) from f where is_party) as "partyTickets",
       (select coalesce(jsonb_object_agg(k.key, k.n), '{}'::jsonb) from (
         select s.option_description || ' (' || t.sku_number || ')' as key, count(*) as n
         from t join skus s on s.sku_number = t.sku_number group by s.option_description, t.sku_number
       ) k) as "subConferenceSkus",
       (select coalesce(jsonb_object_agg(k.key, k.n), '{}'::jsonb) from (
         select name || ' (' || sku_number || ')' as key, count(*) as n from f group by name, sku_number
       ) k) as "subItems",
       (select coalesce(jsonb_object_agg(k.key, k.n), '{}'::jsonb) from (
         select translation_lang_code as key, count(*) as n from t group by translation_lang_code
       ) k) as "languageCounts"
     from (
       select count(*) as "ticketCount",
         count(*) filter (where checked_in) as "checkedInCount",
         count(*) filter (where translation_lang_code <> 'eng') as "translationLangCodeCount",
         count(*) filter (where hearing_impaired = 1) as "hearingImpairedCount",
         count(*) filter (where sign_language = 1) as "signLanguageCount"
       from t
     ) counts`,
    [conferenceId],
  );
  if (!row?.known) return null;
  const { known: _, ...report } = row;
  return report;
}
