import { DONATION_SKUS, LINE_QTY_MAX } from '#contracts/commerce.ts';

/** The commerce rules of the demo store; the spec leaves their values to us. */
export const TAX_PERCENT = 7;
export const GUEST_ORDER_LIMIT = 200;
export const DONATION_AMOUNTS = [5, 10, 25];
export const DATE_PLACEHOLDER = 'MM/dd/yyyy';
export const PAYMENT_TYPES = ['creditCard'];

/** Holding it makes an order an enrollment: placing it creates a distributor profile. */
export const ENROLLMENT_SKU = 'KIT-D';
export const PERSONAL_WEBSITE_SKU = 'PWS-SETUP';
export const MOBILE_APP_SKU = 'APP-1';

/** The most one line may hold: a line whose quantity is locked stays at 1. Order lines send it as `maxQty`. */
export const lineQtyMax = (qtyIsLocked: boolean) => (qtyIsLocked ? 1 : LINE_QTY_MAX);

export const isDonationSku = (skuNumber: string) => (DONATION_SKUS as readonly string[]).includes(skuNumber);

/** Distributors and employees buy at 20% off; retail customers and guests pay the retail price. */
export const discountPercentFor = (status: string | null) => (status === 'D' || status === 'E' ? 20 : 0);

export const canAutoShipQuarterly = (status: string | null) => status === 'D' || status === 'E';
export const canPlacePvq = (status: string | null) => status === 'D';
