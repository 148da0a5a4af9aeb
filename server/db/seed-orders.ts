import * as v from 'valibot';
import { AddressSchema } from '#contracts/commerce.ts';
import type { Db } from './database.ts';
import {
  demoAutoShipTemplates,
  demoCoupons,
  demoOrders,
  demoShipMethods,
  demoUserAddresses,
  type DemoAddress,
} from './seed-commerce.ts';

const addressJson = (address: DemoAddress) => JSON.stringify(v.parse(AddressSchema, address));

async function seedShipMethodsAndCoupons(db: Db): Promise<void> {
  for (const [index, method] of demoShipMethods.entries()) {
    await db.query(
      `insert into ship_methods (id, label, price_cents, sort_order) values ($1, $2, $3, $4)
       on conflict (id) do update set label = excluded.label, price_cents = excluded.price_cents, sort_order = excluded.sort_order`,
      [method.id, method.label, method.priceCents, index],
    );
  }
  for (const coupon of demoCoupons) {
    await db.query(
      `insert into coupons (code, percent_off) values ($1, $2) on conflict (code) do update set percent_off = excluded.percent_off`,
      [coupon.code, coupon.percentOff],
    );
  }
}

/** Sets default addresses only where none are saved, so a user's own changes survive a restart. */
async function seedUserAddresses(db: Db): Promise<void> {
  for (const [userId, { ship, bill }] of Object.entries(demoUserAddresses)) {
    await db.query(`update users set ship_address = $2::jsonb, bill_address = $3::jsonb where id = $1 and ship_address is null`, [
      userId,
      addressJson(ship),
      addressJson(bill),
    ]);
  }
}

/** Inserts each demo order once; its lines only when the order itself was new, so later edits stay. */
async function seedOrders(db: Db): Promise<void> {
  for (const order of demoOrders) {
    const { placed } = order;
    const inserted = await db.query(
      `insert into orders (id, user_id, status, order_number, placed_at, ship_via, total_calculated,
         payment_type, card_last_four, name_on_card, ship_address, bill_address)
       select $1, u.id, $3, $4, $5::timestamptz, $6, $7, $8, $9, $10, u.ship_address, u.bill_address
       from users u where u.id = $2
       on conflict do nothing
       returning id`,
      [
        order.id,
        order.userId,
        placed ? 'placed' : 'active',
        placed?.orderNumber ?? null,
        placed?.placedAt ?? null,
        placed?.shipVia ?? 0,
        placed !== undefined,
        placed ? 'creditCard' : null,
        placed?.cardLastFour ?? null,
        placed?.nameOnCard ?? null,
      ],
    );
    if (inserted.length === 0) continue;
    for (const line of order.lines) {
      await db.query(
        `insert into order_items (order_id, sku_number, qty, price_cents)
         select $1, sku_number, $3, retail_price_cents from skus where sku_number = $2`,
        [order.id, line.skuNumber, line.qty],
      );
    }
  }
}

async function seedAutoShipTemplates(db: Db): Promise<void> {
  for (const template of demoAutoShipTemplates) {
    const inserted = await db.query(
      `insert into autoship_templates (id, user_id, frequency, next_ship_date, status)
       values ($1, $2, $3, current_date + $4::integer, 'active')
       on conflict (id) do nothing
       returning id`,
      [template.id, template.userId, template.frequency, template.daysUntilNextShip],
    );
    if (inserted.length === 0) continue;
    for (const [index, line] of template.lines.entries()) {
      await db.query('insert into autoship_template_items (template_id, sku_number, qty, sort_order) values ($1, $2, $3, $4)', [
        template.id,
        line.skuNumber,
        line.qty,
        index,
      ]);
    }
  }
}

/** Ship methods, coupons, users' default addresses, demo orders and auto-ship templates. */
export async function seedCommerce(db: Db): Promise<void> {
  await seedShipMethodsAndCoupons(db);
  await seedUserAddresses(db);
  await seedOrders(db);
  await seedAutoShipTemplates(db);
}
