import { LINE_QTY_MAX, LINE_QTY_MAX_MESSAGE, type OrderItemUpdate } from '#contracts/commerce.ts';
import type { Db } from '../db/database.ts';
import { fieldMessage, type ApiMessage } from '../http/envelope.ts';
import { isDonationSku } from './commerce-rules.ts';

interface CatalogueSku {
  skuNumber: string;
  priceCents: number;
  qtyIsLocked: boolean;
  subscriptionPercent: number | null;
}

interface Line {
  qty: number;
  priceCents: number;
  subscriptionPercent: number | null;
}

/** Why one update cannot apply (null when it can), given the line it changes and its new quantity. */
function lineProblem(sku: CatalogueSku, update: OrderItemUpdate, qty: number): [code: string, text: string] | null {
  // note: 'add' can take a line past the maximum that the request schema checks each update against.
  if (sku.qtyIsLocked && qty > 1) return ['qtyLocked', 'The quantity of this item cannot be changed.'];
  if (qty > LINE_QTY_MAX) return ['qtyTooLarge', LINE_QTY_MAX_MESSAGE];
  const donation = isDonationSku(sku.skuNumber);
  if (donation && qty > 0 && update.customAmount === undefined)
    return ['customAmountRequired', 'Please enter the amount to give.'];
  if (!donation && update.customAmount !== undefined) return ['customAmountNotAllowed', 'Only a donation takes a custom amount.'];
  return null;
}

/**
 * Applies add/set updates to the cart's lines (the cart is locked by the caller): 'add' adds to the
 * line's quantity, 'set' replaces it, 0 removes the line. All or nothing: any problem changes nothing.
 */
export async function updateOrderItems(tx: Db, orderId: string, updates: OrderItemUpdate[]): Promise<ApiMessage[]> {
  const current = new Map(
    (
      await tx.query<Line & { skuNumber: string }>(
        `select sku_number as "skuNumber", qty, price_cents as "priceCents", subscription_percent as "subscriptionPercent"
         from order_items where order_id = $1`,
        [orderId],
      )
    ).map(({ skuNumber, ...line }) => [skuNumber, line]),
  );
  const catalogue = new Map(
    (
      await tx.query<CatalogueSku>(
        `select s.sku_number as "skuNumber", s.retail_price_cents as "priceCents", s.qty_is_locked as "qtyIsLocked",
           p.subscription_percent as "subscriptionPercent"
         from skus s join products p on p.id = s.product_id where s.sku_number = any($1::text[])`,
        [updates.map((update) => update.skuNumber)],
      )
    ).map((sku) => [sku.skuNumber, sku]),
  );

  const problems: ApiMessage[] = [];
  const changed = new Map<string, Line>();
  for (const [index, update] of updates.entries()) {
    const sku = catalogue.get(update.skuNumber);
    if (!sku) {
      problems.push(fieldMessage(`items.${index}.skuNumber`, 'skuNotFound', `No item has the SKU "${update.skuNumber}".`));
      continue;
    }
    const line = changed.get(sku.skuNumber) ?? current.get(sku.skuNumber);
    const qty = update.updateMethod === 'add' ? (line?.qty ?? 0) + update.qty : update.qty;
    const problem = lineProblem(sku, update, qty);
    if (problem) {
      problems.push(fieldMessage(`items.${index}.qty`, ...problem));
      continue;
    }
    // A donation's line price is the amount the giver chose; every other price comes from the catalogue.
    const priceCents = update.customAmount !== undefined ? Math.round(update.customAmount * 100) : sku.priceCents;
    changed.set(sku.skuNumber, { qty, priceCents, subscriptionPercent: sku.subscriptionPercent });
  }
  if (problems.length > 0) return problems;

  for (const [skuNumber, line] of changed) {
    if (line.qty === 0) {
      await tx.query('delete from order_items where order_id = $1 and sku_number = $2', [orderId, skuNumber]);
    } else {
      await tx.query(
        `insert into order_items (order_id, sku_number, qty, price_cents, subscription_percent) values ($1, $2, $3, $4, $5)
         on conflict (order_id, sku_number)
         do update set qty = excluded.qty, price_cents = excluded.price_cents, subscription_percent = excluded.subscription_percent`,
        [orderId, skuNumber, line.qty, line.priceCents, line.subscriptionPercent],
      );
    }
  }
  return [];
}
