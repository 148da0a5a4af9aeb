import type { Db } from '../db/database.ts';

export interface ShipMethod {
  value: number;
  label: string;
  priceCents: number;
}

export async function loadShipMethods(db: Db): Promise<ShipMethod[]> {
  return db.query<ShipMethod>('select id as value, label, price_cents as "priceCents" from ship_methods order by sort_order');
}
