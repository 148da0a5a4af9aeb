/**
 * Our rule (the specs give no shipping rules): only goods ship. Conference tickets and their
 * features are admissions bought on the ticket form, not parcels, so an order of them alone pays no
 * shipping; an order with any goods pays its ship method's flat rate, once, for those goods.
 */
export function shippingCentsFor(lines: readonly { shipped: boolean }[], methodCents: number): number {
  return lines.some((line) => line.shipped) ? methodCents : 0;
}

/** SQL telling whether the product `productId` (a column) ships: every product but the conference desk's. */
export const isShippedSql = (productId: string) =>
  `not exists (select 1 from conference_products cp where cp.product_id = ${productId})`;
