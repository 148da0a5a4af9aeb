import { DONATION_SKUS, type Order } from '#contracts/commerce.ts';
import { MOBILE_APP_ITEM, PWS_ITEM, SHOW_RECEIPT_MESSAGE } from '#contracts/receipt-conditions.ts';
import { MOBILE_APP_SKU, PERSONAL_WEBSITE_SKU } from './commerce-rules.ts';

type OrderCondition = Order['conditions'][number];

export const DONATION_THANK_YOU_HTML =
  '<p><strong>Thank you for your donation!</strong> Your gift to the Kids Foundation helps children in our communities.</p>';

/** What the receipt page shows besides the order itself, decided by the SKUs the order holds. */
export function receiptConditions(skuNumbers: readonly string[]): OrderCondition[] {
  const holds = (sku: string) => skuNumbers.includes(sku);
  const conditions: OrderCondition[] = [];
  if (holds(PERSONAL_WEBSITE_SKU)) conditions.push({ name: PWS_ITEM, attributes: {} });
  if (holds(MOBILE_APP_SKU)) conditions.push({ name: MOBILE_APP_ITEM, attributes: {} });
  if (DONATION_SKUS.some(holds)) {
    conditions.push({ name: SHOW_RECEIPT_MESSAGE, attributes: { messageHtml: DONATION_THANK_YOU_HTML } });
  }
  return conditions;
}
