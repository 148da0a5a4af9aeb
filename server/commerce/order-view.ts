import type { Order, OrderItem } from '#contracts/commerce.ts';
import type { Db } from '../db/database.ts';
import {
  canAutoShipQuarterly,
  canPlacePvq,
  DATE_PLACEHOLDER,
  discountPercentFor,
  DONATION_AMOUNTS,
  ENROLLMENT_SKU,
  GUEST_ORDER_LIMIT,
  isDonationSku,
  lineQtyMax,
  PAYMENT_TYPES,
} from './commerce-rules.ts';
import type { OrderLine, StoredOrder, UnsavedCart } from './order-store.ts';
import {
  calculateTotals,
  formatCents,
  formatPoints,
  toOrderTotals,
  type TotalsInCents,
  type TotalsInput,
} from './order-totals.ts';
import { receiptConditions } from './receipt-conditions.ts';
import { loadOrderViewData, type OrderViewData } from './order-view-store.ts';
import type { ShipMethod } from './ship-method-store.ts';
import type { StoreSettings } from './store-settings.ts';

/** What turning a stored order into the API's order needs besides the order. */
export interface OrderViewContext extends OrderViewData {
  settings: StoreSettings;
  viewerSignedIn: boolean;
}

export async function loadViewContext(db: Db, settings: StoreSettings, viewerSignedIn: boolean): Promise<OrderViewContext> {
  return { settings, ...(await loadOrderViewData(db, settings.sponsorSiteId)), viewerSignedIn };
}

/** What the totals of an order depend on: its lines' prices, points and subscription percents, its owner, auto-ship, coupon and ship method. */
export type TotalsSource = Pick<StoredOrder, 'ownerStatus' | 'couponPercent' | 'shipVia' | 'isAutoShip'> & {
  lines: TotalsInput['lines'];
};

export function orderTotalsInCents(order: TotalsSource, shipMethods: readonly ShipMethod[]): TotalsInCents {
  return calculateTotals({
    lines: order.lines,
    discountPercent: discountPercentFor(order.ownerStatus),
    isAutoShip: order.isAutoShip,
    couponPercent: order.couponPercent ?? 0,
    shippingCents: shipMethods.find((method) => method.value === order.shipVia)?.priceCents ?? 0,
  });
}

export const isEnrollmentOrder = (order: Pick<StoredOrder, 'lines'>) =>
  order.lines.some((line) => line.skuNumber === ENROLLMENT_SKU);

function toOrderItem(line: OrderLine, settings: StoreSettings): OrderItem {
  return {
    itemCode: line.skuNumber,
    skuNumber: line.skuNumber,
    qty: line.qty,
    qtyIsLocked: line.qtyIsLocked,
    name: line.productName,
    detailPage: line.detailPage,
    price: line.priceCents / 100,
    maxQty: lineQtyMax(line.qtyIsLocked),
    type: line.conferenceType ?? (isDonationSku(line.skuNumber) ? 'donation' : 'product'),
    data: {},
    sku: {
      number: line.skuNumber,
      productId: line.productId,
      description: line.optionDescription,
      images: { thumbSrc: line.thumbSrc, mainImage: { imageSrc: line.imageSrc } },
      bv: line.bv,
      pv: line.pv,
      formattedBv: formatPoints(line.bv),
      formattedPv: formatPoints(line.pv),
      formattedPrice: formatCents(line.priceCents, settings),
      data: { isBackOrdered: line.isBackOrdered },
    },
  };
}

/** The order as the API answers it; amounts in currency units, everything derived from the stored order. */
export function toApiOrder<O extends StoredOrder | UnsavedCart>(order: O, context: OrderViewContext): Order & Pick<O, 'id'> {
  const { settings, shipMethods } = context;
  const isGuestOrder = order.userId === null;
  const placed = order.status === 'placed';
  return {
    id: order.id,
    userId: order.userId,
    status: order.status,
    orderNumber: order.orderNumber,
    items: order.lines.map((line) => toOrderItem(line, settings)),
    orderTotals: toOrderTotals(orderTotalsInCents(order, shipMethods), order.totalCalculated, settings),
    guestOrderLimit: isGuestOrder ? GUEST_ORDER_LIMIT : null,
    accessToken: order.accessToken,
    shipping: {
      data: {
        shipVia: order.shipVia,
        isAutoShip: order.isAutoShip,
        autoShipIsMonthly: order.autoShipIsMonthly,
        shipAddress: order.shipAddress,
      },
    },
    billAddress: order.billAddress,
    attributes: {
      isPvq: order.isPvq,
      couponCodeId: order.couponCode,
      emergencyCheckoutWarningMessage: null,
      billAddressSameAsShipAddress: order.billSameAsShip,
      allowedShipMethods: shipMethods.map(({ value, label }) => ({ value, label })),
      currentShipViaLabel: shipMethods.find((method) => method.value === order.shipVia)?.label ?? null,
      isCountryRequireCvv: settings.country === 'USA',
      autoShipRules: { canAutoShip: !isGuestOrder, canAutoShipQuarterly: canAutoShipQuarterly(order.ownerStatus) },
      enrollmentRules: { orderIsEnrollment: isEnrollmentOrder(order) },
      pvqRules: { displayPvq: canPlacePvq(order.ownerStatus) },
      paymentRules: { availablePaymentTypes: PAYMENT_TYPES },
      kalogrisDonations: { possibleAmounts: DONATION_AMOUNTS },
      newProfile: order.newProfile,
      guestSignUpRules: { sponsorRcn: context.sponsorRcn },
      dateRules: { datePlaceholder: DATE_PLACEHOLDER },
      currentUserRules: { loggedIn: context.viewerSignedIn },
    },
    // Conditions tell the receipt what to show, so only placed orders carry them.
    conditions: placed ? receiptConditions(order.lines.map((line) => line.skuNumber)) : [],
    cartPaymentType: order.paymentType,
    cartPaymentInfo: order.cardLastFour !== null ? { lastFour: order.cardLastFour, nameOnCard: order.nameOnCard ?? '' } : null,
    discountPercent: discountPercentFor(order.ownerStatus),
    placedAt: order.placedAt?.toISOString() ?? null,
  };
}
