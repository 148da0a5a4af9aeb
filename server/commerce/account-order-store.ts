import type * as v from 'valibot';
import type { AutoShipTemplateSchema, OrderHistoryEntrySchema } from '#contracts/commerce.ts';
import type { Db } from '../db/database.ts';
import { formatCents } from './order-totals.ts';
import { isShippedSql } from './shipping-rules.ts';
import { orderTotalsInCents, type TotalsSource } from './order-view.ts';
import { loadShipMethods } from './ship-method-store.ts';
import type { StoreSettings } from './store-settings.ts';

type OrderHistoryEntry = v.InferOutput<typeof OrderHistoryEntrySchema>;
type AutoShipTemplate = v.InferOutput<typeof AutoShipTemplateSchema>;

type HistoryRow = TotalsSource & { orderNumber: string; placedAt: Date; status: OrderHistoryEntry['status'] };

/**
 * The user's placed orders, newest first, with totals worked out as on the receipt. One query:
 * each order carries its lines (price, quantity and points, all the totals need) as a JSON array.
 */
export async function orderHistory(db: Db, userId: string, settings: StoreSettings): Promise<OrderHistoryEntry[]> {
  const [orders, shipMethods] = await Promise.all([
    db.query<HistoryRow>(
      `select o.order_number as "orderNumber", o.placed_at as "placedAt", o.status, o.ship_via as "shipVia",
         o.is_auto_ship as "isAutoShip", u.status as "ownerStatus", c.percent_off as "couponPercent", coalesce(l.lines, '[]'::json) as lines
       from orders o
       left join users u on u.id = o.user_id
       left join coupons c on c.code = o.coupon_code
       left join lateral (
         select json_agg(json_build_object('priceCents', i.price_cents, 'qty', i.qty, 'bv', s.bv, 'pv', s.pv,
           'subscriptionPercent', i.subscription_percent, 'shipped', ${isShippedSql('s.product_id')})) as lines
         from order_items i join skus s on s.sku_number = i.sku_number
         where i.order_id = o.id
       ) l on true
       where o.user_id = $1 and o.status = 'placed' and o.order_number is not null and o.placed_at is not null
       order by o.placed_at desc`,
      [userId],
    ),
    loadShipMethods(db),
  ]);
  return orders.map((order) => ({
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    status: order.status,
    itemCount: order.lines.reduce((count, line) => count + line.qty, 0),
    formattedTotal: formatCents(orderTotalsInCents(order, shipMethods).total, settings),
  }));
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
      formattedTotal: formatCents(
        own.reduce((total, line) => total + line.priceCents * line.qty, 0),
        settings,
      ),
    };
  });
}
