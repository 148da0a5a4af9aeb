import * as v from 'valibot';
import { defineEndpoint } from './endpoint.ts';

/**
 * The commerce calls (commerce.md section 7) and their shapes (section 3). Blocks, the
 * reference server and tests all use these definitions. Amounts are numbers in the store
 * currency; every amount also comes formatted by the server in `formatted` copies.
 */

export const AddressSchema = v.object({
  nameLine: v.optional(v.nullable(v.string()), null),
  addressLine1: v.optional(v.nullable(v.string()), null),
  addressLine2: v.optional(v.nullable(v.string()), null),
  city: v.optional(v.nullable(v.string()), null),
  state: v.optional(v.nullable(v.string()), null),
  formattedState: v.optional(v.nullable(v.string()), null),
  postalCode: v.optional(v.nullable(v.string()), null),
  country: v.optional(v.nullable(v.string()), null),
  isCommercial: v.optional(v.boolean(), false),
  geoCode: v.optional(v.nullable(v.string()), null),
  phone: v.optional(v.nullable(v.string()), null),
  formattedPhone: v.optional(v.nullable(v.string()), null),
  email: v.optional(v.nullable(v.string()), null),
  verified: v.optional(v.boolean(), false),
  type: v.optional(v.nullable(v.string()), null),
});
export type Address = v.InferOutput<typeof AddressSchema>;

export const OrderItemSchema = v.object({
  itemCode: v.string(),
  skuNumber: v.string(),
  qty: v.number(),
  qtyIsLocked: v.boolean(),
  name: v.string(),
  detailPage: v.nullable(v.string()),
  price: v.number(),
  /** The most this line may hold (the server's limit for it); LINE_QTY_MAX when the server sends none. */
  maxQty: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** What the line sells: an OrderItemType from the reference server; any other reads as goods. */
  type: v.string(),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
  sku: v.object({
    number: v.string(),
    productId: v.string(),
    description: v.string(),
    images: v.object({
      thumbSrc: v.nullable(v.string()),
      mainImage: v.object({ imageSrc: v.nullable(v.string()) }),
    }),
    bv: v.number(),
    pv: v.number(),
    formattedBv: v.string(),
    formattedPv: v.string(),
    formattedPrice: v.string(),
    data: v.object({ isBackOrdered: v.boolean() }),
  }),
});
export type OrderItem = v.InferOutput<typeof OrderItemSchema>;

/**
 * What an order line sells (OrderItem.type): goods, a donation, or a conference ticket or feature
 * (conference.md 3 names their types). Tickets and features are added on the ticket form only: the
 * cart may remove their line but not raise it (TICKET_FORM_ONLY_MESSAGE).
 */
export type OrderItemType = 'product' | 'donation' | 'conferenceTicket' | 'conferenceFeature';

/** Whether the line is a conference ticket or feature, which only the ticket form adds to. */
export const isTicketFormItem = (item: Pick<OrderItem, 'type'>) =>
  item.type === 'conferenceTicket' || item.type === 'conferenceFeature';

/** The refusal of a raised ticket or feature line: what to do instead (the spec gives no text). */
export const TICKET_FORM_ONLY_MESSAGE =
  'Conference tickets and features are added on the ticket form. In the cart you can remove them.';

const totalsKeys = {
  subTotal: v.number(),
  discount: v.number(),
  couponDiscount: v.number(),
  tax: v.number(),
  shipping: v.number(),
  total: v.number(),
  bvSubTotal: v.number(),
  pvSubTotal: v.number(),
};

export const OrderTotalsSchema = v.object({
  ...totalsKeys,
  totalCalculated: v.boolean(),
  formatted: v.object({
    subTotal: v.string(),
    discount: v.string(),
    couponDiscount: v.string(),
    tax: v.string(),
    shipping: v.string(),
    total: v.string(),
    bvSubTotal: v.string(),
    pvSubTotal: v.string(),
  }),
});
export type OrderTotals = v.InferOutput<typeof OrderTotalsSchema>;

export const ShipMethodSchema = v.object({ value: v.number(), label: v.string() });

export const NewProfileSchema = v.object({
  rcn: v.string(),
  username: v.string(),
  sponsorRcn: v.nullable(v.string()),
  sponsorName: v.nullable(v.string()),
  status: v.string(),
});

export const OrderAttributesSchema = v.object({
  isPvq: v.boolean(),
  couponCodeId: v.nullable(v.string()),
  emergencyCheckoutWarningMessage: v.nullable(v.string()),
  billAddressSameAsShipAddress: v.boolean(),
  allowedShipMethods: v.array(ShipMethodSchema),
  currentShipViaLabel: v.nullable(v.string()),
  isCountryRequireCvv: v.boolean(),
  autoShipRules: v.object({ canAutoShip: v.boolean(), canAutoShipQuarterly: v.boolean() }),
  enrollmentRules: v.object({ orderIsEnrollment: v.boolean() }),
  pvqRules: v.object({ displayPvq: v.boolean() }),
  paymentRules: v.object({ availablePaymentTypes: v.array(v.string()) }),
  kalogrisDonations: v.object({ possibleAmounts: v.array(v.number()) }),
  newProfile: v.nullable(NewProfileSchema),
  guestSignUpRules: v.object({ sponsorRcn: v.nullable(v.string()) }),
  dateRules: v.object({ datePlaceholder: v.string() }),
  currentUserRules: v.object({ loggedIn: v.boolean() }),
});

export const OrderConditionSchema = v.object({
  name: v.string(),
  attributes: v.optional(v.record(v.string(), v.unknown()), {}),
});

export const OrderSchema = v.object({
  /** Null for a guest's cart that no write has made yet. */
  id: v.nullable(v.string()),
  userId: v.nullable(v.string()),
  status: v.string(),
  orderNumber: v.nullable(v.string()),
  items: v.array(OrderItemSchema),
  orderTotals: OrderTotalsSchema,
  guestOrderLimit: v.nullable(v.number()),
  /** Set for a guest's order; the donation line's qty is exposed only with it. */
  accessToken: v.nullable(v.string()),
  shipping: v.object({
    data: v.object({
      shipVia: v.number(),
      isAutoShip: v.boolean(),
      autoShipIsMonthly: v.boolean(),
      shipAddress: v.nullable(AddressSchema),
    }),
  }),
  billAddress: v.nullable(AddressSchema),
  attributes: OrderAttributesSchema,
  conditions: v.optional(v.array(OrderConditionSchema), []),
  cartPaymentType: v.nullable(v.string()),
  cartPaymentInfo: v.nullable(v.object({ lastFour: v.string(), nameOnCard: v.string() })),
  discountPercent: v.number(),
  placedAt: v.optional(v.nullable(v.string()), null),
});
export type Order = v.InferOutput<typeof OrderSchema>;

/**
 * GET: the current order of the session (a guest's) or of the signed-in user. Reading makes no
 * guest cart: a guest without a cart cookie gets an empty cart whose id is null and no cookie; the
 * first write (`creates: 'cart'`) makes the cart and sets its cookie.
 */
export const currentOrderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cart/order/current',
  data: OrderSchema,
});

/** POST: used instead of the GET when the page is in pws mode; a read like the GET. */
export const preProcessOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/cart/order/current/pre-process',
  data: OrderSchema,
});

/** GET: one order by id, for its owner only: anyone else gets the 404 of an unknown order. */
export const orderByIdEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cart/order/{orderId}',
  data: OrderSchema,
});

export const OrderPatchSchema = v.partial(
  v.object({
    shipVia: v.pipe(v.number(), v.integer(), v.minValue(1)),
    isAutoShip: v.boolean(),
    autoShipIsMonthly: v.boolean(),
    isPvq: v.boolean(),
    billAddressSameAsShipAddress: v.boolean(),
    /** An empty string removes the coupon. */
    couponCode: v.pipe(v.string(), v.trim(), v.maxLength(40)),
    shipAddress: AddressSchema,
    billAddress: AddressSchema,
  }),
);
export type OrderPatch = v.InferOutput<typeof OrderPatchSchema>;

/** PATCH: changes order fields (ship method, auto-ship, PVQ, addresses, coupon). */
export const patchOrderEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/cart/order/current',
  data: OrderSchema,
  body: OrderPatchSchema,
  creates: 'cart',
});

export const UpdateMethodSchema = v.picklist(['add', 'set']);

/**
 * Limits of one order line: the largest quantity, and a donation's smallest and largest amount.
 * 200 is where the spec's quantity dropdown ended (commerce.md 9); the server refuses more.
 */
export const LINE_QTY_MAX = 200;
export const LINE_QTY_MAX_MESSAGE = `The quantity cannot be more than ${LINE_QTY_MAX}.`;
export const CUSTOM_AMOUNT_MIN = 1;
export const CUSTOM_AMOUNT_MAX = 100000;

export const OrderItemUpdateSchema = v.object({
  skuNumber: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  qty: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LINE_QTY_MAX, LINE_QTY_MAX_MESSAGE)),
  /** 'add' adds qty to a line already in the cart (or appends it); 'set' sets it, 0 removes it. */
  updateMethod: UpdateMethodSchema,
  /** The custom amount of a donation SKU (KFCSH, KFCAN), in the store currency. */
  customAmount: v.optional(v.pipe(v.number(), v.minValue(CUSTOM_AMOUNT_MIN), v.maxValue(CUSTOM_AMOUNT_MAX))),
});
export type OrderItemUpdate = v.InferOutput<typeof OrderItemUpdateSchema>;

/** POST: the order manager's add/set items call; answers the updated order (totals not calculated). */
export const updateOrderItemsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/cart/order/current/items',
  data: OrderSchema,
  body: v.object({ items: v.pipe(v.array(OrderItemUpdateSchema), v.minLength(1), v.maxLength(50)) }),
  creates: 'cart',
});

/** POST: the order manager's refresh: recalculates totals. */
export const refreshOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/cart/order/current/refresh',
  data: OrderSchema,
  creates: 'cart',
});

export const CardInfoSchema = v.object({
  cardNumber: v.pipe(v.string(), v.maxLength(40)),
  nameOnCard: v.pipe(v.string(), v.maxLength(100)),
  expirationMonth: v.pipe(v.string(), v.maxLength(2)),
  expirationYear: v.pipe(v.string(), v.maxLength(4)),
  verificationCode: v.optional(v.pipe(v.string(), v.maxLength(4))),
});
export type CardInfo = v.InferOutput<typeof CardInfoSchema>;

export const ProcessOrderSchema = v.object({
  type: v.picklist(['creditCard']),
  /** The card form the shopper filled in: the server checks the same rules that form does. */
  cardForm: v.optional(v.picklist(['newer', 'legacy']), 'newer'),
  data: CardInfoSchema,
  captcha: v.optional(v.string()),
});
export type ProcessOrder = v.InferOutput<typeof ProcessOrderSchema>;

/** The answer to placing an order: placed, or a 3-D Secure challenge to complete first. */
export const ProcessResultSchema = v.variant('status', [
  v.object({ status: v.literal('placed'), orderNumber: v.string() }),
  v.object({ status: v.literal('challenge'), challengeId: v.string() }),
]);
export type ProcessResult = v.InferOutput<typeof ProcessResultSchema>;

/** Header carrying the client's key for one placing attempt; a retried request gets the first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** POST: places the current order. Never retried by the client; the server honours the idempotency key. */
export const processOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/cart/order/current/process',
  data: ProcessResultSchema,
  body: ProcessOrderSchema,
});

export const ChallengeOutcomeSchema = v.object({ outcome: v.picklist(['authenticated', 'failed']) });

/** POST: the result of the (simulated) bank's 3-D Secure challenge. */
export const completeChallengeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/cart/order/current/3ds/{challengeId}',
  data: ProcessResultSchema,
  body: ChallengeOutcomeSchema,
});

/** GET: a placed order by its number, for its owner only (the receipt): anyone else gets the 404 of an unknown number. */
export const receiptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cart/orders/{orderNumber}',
  data: OrderSchema,
});

export const AutoShipTemplateSchema = v.object({
  id: v.string(),
  frequency: v.picklist(['monthly', 'quarterly']),
  nextShipDate: v.string(),
  status: v.string(),
  items: v.array(v.object({ skuNumber: v.string(), name: v.string(), qty: v.number(), formattedPrice: v.string() })),
  formattedTotal: v.string(),
});

/** GET: the signed-in user's auto-ship templates. */
export const autoShipListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cart/autoship',
  data: v.array(AutoShipTemplateSchema),
});

export const OrderHistoryEntrySchema = v.object({
  orderNumber: v.string(),
  placedAt: v.string(),
  status: v.string(),
  itemCount: v.number(),
  formattedTotal: v.string(),
});

/** GET: the signed-in user's placed orders, newest first. */
export const orderHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/cart/order-history',
  data: v.array(OrderHistoryEntrySchema),
});

/** Codes the cart never shows (commerce.md section 8). */
export const SUPPRESSED_MESSAGE_CODES = ['cartItemsRequired', 'ITEM_NOT_AVAILABLE_FOR_ACCOUNT_TYPE'] as const;
export const COUPON_NOT_FOUND = 'COUPON NOT FOUND';
export const DONATION_SKUS = ['KFCSH', 'KFCAN'] as const;
