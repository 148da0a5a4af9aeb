import type { Db } from '../db/database.ts';
import type { ShipMethod } from './ship-method-store.ts';

/** What every order answer needs besides the order: the ship methods and the guest sponsor's RCN. */
export interface OrderViewData {
  shipMethods: ShipMethod[];
  /** The RCN of the owner of the site guests buy on; null when that site has no owner. */
  sponsorRcn: string | null;
}

/** The ship methods in their order and the guest sponsor's RCN, in one query: every cart call reads both. */
export async function loadOrderViewData(db: Db, sponsorSiteId: string): Promise<OrderViewData> {
  const [row] = await db.query<OrderViewData>(
    `select coalesce((select json_agg(json_build_object('value', m.id, 'label', m.label, 'priceCents', m.price_cents)
          order by m.sort_order) from ship_methods m), '[]') as "shipMethods",
       (select u.rcn from sites s join users u on u.id = s.owner_user_id where s.id = $1) as "sponsorRcn"`,
    [sponsorSiteId],
  );
  return row ?? { shipMethods: [], sponsorRcn: null };
}
