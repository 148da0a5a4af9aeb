import { LINE_QTY_MAX_MESSAGE, type OrderItemUpdate } from '../../src/contracts/commerce.ts';
import type { Db } from '../db/database.ts';
import { fieldMessage, type ApiMessage } from '../http/envelope.ts';
import { isDonationSku, lineQtyMax } from './commerce-rules.ts';

interface CatalogueSku {
  skuNumber: string;
  priceCents: number;
  qtyIsLocked: boolean;
}

interface Line {
  qty: number;
  priceCents: number;
}

/** Why one update cannot apply (null when it can), given the line it changes and its new quantity. */
function lineProblem(sku: CatalogueSku, update: OrderItemUpdate, qty: number): [code: string, text: string] | null {
  // note: 'add' can take a line past the maximum that the request schema checks each update against.
  if (qty > lineQtyMax(sku.qtyIsLocked))
    return sku.qtyIsLocked
      ? ['qtyLocked', 'The quantity of this item cannot be changed.']
      : ['qtyTooLarge', LINE_QTY_MAX_MESSAGE];
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
        'select sku_number as "skuNumber", qty, price_cents as "priceCents" from order_items where order_id = $1',
        [orderId],
      )
    ).map(({ skuNumber, ...line }) => [skuNumber, line]),
  );
  const catalogue = new Map(
    (
      await tx.query<CatalogueSku>(
        `select sku_number as "skuNumber", retail_price_cents as "priceCents", qty_is_locked as "qtyIsLocked"
       from skus where sku_number = any($1::text[])`,
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
    changed.set(sku.skuNumber, { qty, priceCents });
  }
  if (problems.length > 0) return problems;

  for (const [skuNumber, line] of changed) {
    if (line.qty === 0) {
      await tx.query('delete from order_items where order_id = $1 and sku_number = $2', [orderId, skuNumber]);
    } else {
      await tx.query(
        `insert into order_items (order_id, sku_number, qty, price_cents) values ($1, $2, $3, $4)
         on conflict (order_id, sku_number) do update set qty = excluded.qty, price_cents = excluded.price_cents`,
        [orderId, skuNumber, line.qty, line.priceCents],
      );
    }
  }
  return [];
}
