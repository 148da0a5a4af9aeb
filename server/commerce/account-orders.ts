import type * as v from 'valibot';
import type { AutoShipTemplateSchema, OrderHistoryEntrySchema } from '../../blocks/commerce/api.ts';
import type { Db } from '../db/database.ts';
import { findOrderById } from './order-store.ts';
import { formatCents } from './order-totals.ts';
import { loadShipMethods, orderTotalsInCents } from './order-view.ts';
import type { StoreSettings } from './store-settings.ts';

type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntrySchema>;
type AutoShipTemplate = v.InferOutput<typeof AutoShipTemplateSchema>;

/** The user's placed orders, newest first, with totals worked out as on the receipt. */
export async function orderHistory(db: Db, userId: string, settings: StoreSettings): Promise<OrderHistoryEntry[]> {
  const ids = await db.query<{ id: string }>(
    `select id from orders where user_id = $1 and status = 'placed' order by placed_at desc`,
    [userId],
  );
  const shipMethods = await loadShipMethods(db);
  const entries: OrderHistoryEntry[] = [];
  for (const { id } of ids) {
    const order = await findOrderById(db, id);
    if (!order?.orderNumber || !order.placedAt) continue;
    entries.push({
      orderNumber: order.orderNumber,
      placedAt: order.placedAt.toISOString(),
      status: order.status,
      itemCount: order.lines.reduce((count, line) => count + line.qty, 0),
      formattedTotal: formatCents(orderTotalsInCents(order, shipMethods).total, settings),
    });
  }
  return entries;
}

interface TemplateRow {
  id: string;
  frequency: AutoShipTemplate['frequency'];
  nextShipDate: string;
  status: string;
}

interface TemplateLine {
  templateId: string;
  skuNumber: string;
  name: string;
  qty: number;
  priceCents: number;
}

/** The user's auto-ship templates priced at today's catalogue prices. */
export async function autoShipTemplates(db: Db, userId: string, settings: StoreSettings): Promise<AutoShipTemplate[]> {
  const templates = await db.query<TemplateRow>(
    `select id, frequency, to_char(next_ship_date, 'YYYY-MM-DD') as "nextShipDate", status
     from autoship_templates where user_id = $1 order by next_ship_date, id`,
    [userId],
  );
  const lines = await db.query<TemplateLine>(
    `select i.template_id as "templateId", i.sku_number as "skuNumber", p.name, i.qty, s.retail_price_cents as "priceCents"
     from autoship_template_items i join autoship_templates t on t.id = i.template_id
     join skus s on s.sku_number = i.sku_number join products p on p.id = s.product_id
     where t.user_id = $1 order by i.sort_order`,
    [userId],
  );
  return templates.map((template) => {
    const own = lines.filter((line) => line.templateId === template.id);
    return {
      ...template,
      items: own.map((line) => ({
        skuNumber: line.skuNumber,
        name: line.name,
        qty: line.qty,
        formattedPrice: formatCents(line.priceCents, settings),
      })),
      formattedTotal: formatCents(own.reduce((total, line) => total + line.priceCents * line.qty, 0), settings),
    };
  });
}
