import type { Db } from '../db/database.ts';

/** The refresh call's mark: the cart's totals now stand as calculated (a placed order is left alone). */
export async function markTotalsCalculated(db: Db, orderId: string): Promise<void> {
  await db.query(`update orders set total_calculated = true where id = $1 and status <> 'placed'`, [orderId]);
}
