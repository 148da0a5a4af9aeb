import { DONATION_SKUS } from '#contracts/commerce.ts';
import { MOBILE_APP_SKU, PERSONAL_WEBSITE_SKU } from './commerce-rules.ts';

/**
 * Our rule (the specs name no kinds of product): goods are things a visitor buys. A donation is a
 * gift, the personal-website setup a service and the member-app subscription access; the catalogue
 * lists them for the cart, but a showcase of goods (the home-page products) never offers them.
 */
export const NOT_GOODS_SKUS: readonly string[] = [...DONATION_SKUS, PERSONAL_WEBSITE_SKU, MOBILE_APP_SKU];

/** SQL telling whether the product `productId` (a column) is goods: none of its SKUs is one of `skusParam` (NOT_GOODS_SKUS). */
export const isGoodsSql = (productId: string, skusParam: string) =>
  `not exists (select 1 from skus s where s.product_id = ${productId} and s.sku_number = any(${skusParam}::text[]))`;
