import type { CartSummary } from './cart-summary.ts';

/** The parts of an order a summary is made of. */
export interface SummarisedOrder {
  items: readonly { qty: number }[];
  orderTotals: { totalCalculated: boolean; formatted: { total: string; subTotal: string } };
}

export function cartSummary(order: SummarisedOrder): CartSummary {
  const { totalCalculated, formatted } = order.orderTotals;
  return {
    itemCount: order.items.reduce((count, item) => count + item.qty, 0),
    formattedTotal: totalCalculated ? formatted.total : formatted.subTotal,
  };
}

/**
 * Where the page's cart blocks answer `CmsBlocks.cart.get()` from their query cache, once one has
 * rendered: the host's call then shares their requests instead of making its own.
 */
export const cartSources = new WeakMap<Document, () => Promise<CartSummary>>();
