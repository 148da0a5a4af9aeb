import * as v from 'valibot';
import type { CartSummary } from './cart-summary.ts';
import { mayOrder } from './guest-ordering.ts';
import { cartSources, cartSummary } from './order-summary.ts';
import type { PageConfig } from './config.ts';
import { plainGet } from './plain-get.ts';

/**
 * `currentOrderEndpoint`'s path (src/contracts/commerce.ts; a unit test holds them equal): the
 * contract's chunk would bring React to a page whose header only wants a count.
 */
export const CART_PATH = '/api/cart/order/current';

/** What a summary reads of the order: the rest of it is the cart blocks' to check. */
const SummarisedOrderSchema = v.object({
  items: v.array(v.object({ qty: v.number() })),
  orderTotals: v.object({
    totalCalculated: v.boolean(),
    formatted: v.object({ total: v.string(), subTotal: v.string() }),
  }),
});

/**
 * `CmsBlocks.cart.get()`. `config` holds the session's user. Where cart blocks have rendered, they
 * answer from their cache (joining a load in flight); elsewhere it is one GET of the cart.
 */
export async function readCart(doc: Document, config: PageConfig): Promise<CartSummary | null> {
  if (!mayOrder(config)) return null;
  const fromBlocks = cartSources.get(doc);
  if (fromBlocks) return fromBlocks();
  return cartSummary(v.parse(SummarisedOrderSchema, await plainGet(doc, config, CART_PATH)));
}
