import { describe, expect, it } from 'vitest';
import { readMessages } from '#api/messages.ts';
import { defaultPageConfig } from '#host/config.ts';
import { defaultRoutes } from '#host/routes.ts';
import {
  firstShownMessage,
  hasAuthenticationFailed,
  isCouponNotFound,
  isOverGuestLimit,
  isQuantityReadOnly,
  isTestMode,
  isUnauthorizedMember,
  lineOption,
  lineQuantityLimits,
  lineTotal,
  readPaymentError,
  receiptPath,
  sectionForMessage,
  shipViaToApply,
} from '../../../../blocks/commerce/cart/cart-rules.ts';
import { visibleTotalsRows } from '../../../../blocks/commerce/shared/totals-rows.ts';
import { cartOrder, ticketLine } from '../../../fixtures/commerce/cart-orders.ts';

const member = { ...defaultPageConfig, user: { id: 'u-100', username: 'casey' } };
const guest = { ...defaultPageConfig, user: null, guestOrderingEnabled: true };
const message = (fields: Record<string, string>) => readMessages([{ type: 'orderMessage', source: 'cart', ...fields }])[0]!;

describe('line quantity', () => {
  const item = cartOrder().items[0]!;

  it('takes 1 up to the maximum the server sent for the line, or 200 when it sent none', () => {
    expect(lineQuantityLimits({ ...item, maxQty: 12 })).toEqual({ min: 1, max: 12 });
    expect(lineQuantityLimits({ ...item, maxQty: undefined })).toEqual({ min: 1, max: 200 });
  });

  it('tells a line apart by its option, or by its item code when it has none', () => {
    expect(lineOption(item)).toBe('90 tablets');
    expect(lineOption({ ...item, sku: { ...item.sku, description: '  ' } })).toBe('SKU-100');
  });

  it('totals a line as price times quantity, to the cent', () => {
    expect(lineTotal(item)).toBe(49);
    expect(lineTotal({ ...item, price: 0.1, qty: 3 })).toBe(0.3);
    expect(lineTotal({ ...item, price: 19.99, qty: 200 })).toBe(3998);
  });

  it('is read-only when editing is off, the line is locked, or it is a conference ticket or feature', () => {
    expect(isQuantityReadOnly(item, true)).toBe(false);
    expect(isQuantityReadOnly(item, false)).toBe(true);
    expect(isQuantityReadOnly({ ...item, qtyIsLocked: true }, true)).toBe(true);
    expect(isQuantityReadOnly(ticketLine(), true)).toBe(true);
    expect(isQuantityReadOnly({ ...item, type: 'conferenceFeature' }, true)).toBe(true);
    expect(isQuantityReadOnly({ ...item, type: 'donation' }, true)).toBe(false);
  });
});

describe('roles', () => {
  it('refuses a member whose id differs from the order user id', () => {
    expect(isUnauthorizedMember(cartOrder({ userId: 'u-100' }), member)).toBe(false);
    expect(isUnauthorizedMember(cartOrder({ userId: 'u-999' }), member)).toBe(true);
    expect(isUnauthorizedMember(cartOrder({ userId: null }), member)).toBe(false);
  });

  it('flags a guest over the guest limit, but not a member or an enrollment order', () => {
    const over = cartOrder({ userId: null, guestOrderLimit: 50, totals: { subTotal: 88 } });
    expect(isOverGuestLimit(over, guest)).toBe(true);
    expect(isOverGuestLimit(cartOrder({ userId: null, guestOrderLimit: 100, totals: { subTotal: 88 } }), guest)).toBe(false);
    expect(isOverGuestLimit(over, member)).toBe(false);
    const enrollment = cartOrder({
      userId: null,
      guestOrderLimit: 50,
      attributes: { enrollmentRules: { orderIsEnrollment: true } },
    });
    expect(isOverGuestLimit(enrollment, guest)).toBe(false);
  });
});

describe('ship-via', () => {
  it('uses the stored choice when allowed, else the first allowed method when none is set', () => {
    expect(shipViaToApply(cartOrder({ shipVia: 0 }), undefined)).toBe(1);
    expect(shipViaToApply(cartOrder({ shipVia: 0 }), 2)).toBe(2);
    expect(shipViaToApply(cartOrder({ shipVia: 1 }), 2)).toBe(2);
    expect(shipViaToApply(cartOrder({ shipVia: 2 }), 2)).toBeNull();
    expect(shipViaToApply(cartOrder({ shipVia: 1 }), undefined)).toBeNull();
    expect(shipViaToApply(cartOrder({ shipVia: 0 }), 9)).toBe(1);
  });
});

describe('messages', () => {
  it('suppresses cartItemsRequired and ITEM_NOT_AVAILABLE_FOR_ACCOUNT_TYPE', () => {
    const shown = firstShownMessage([
      message({ code: 'cartItemsRequired', value: 'Empty' }),
      message({ code: 'ITEM_NOT_AVAILABLE_FOR_ACCOUNT_TYPE', value: 'No' }),
      message({ code: 'other', value: 'Shown' }),
    ]);
    expect(shown?.value).toBe('Shown');
  });

  it('opens the shipping or billing section for address messages', () => {
    expect(sectionForMessage(message({ code: 'shipAddressRequired', value: 'x' }))).toBe('shipping');
    expect(sectionForMessage(message({ code: 'x', source: 'order.shipAddress.city', value: 'x' }))).toBe('shipping');
    expect(sectionForMessage(message({ code: 'billAddressRequired', value: 'x' }))).toBe('billingAddress');
    expect(sectionForMessage(message({ code: 'x', source: 'billAddress', value: 'x' }))).toBe('billingAddress');
    expect(sectionForMessage(message({ code: 'x', value: 'x' }))).toBeNull();
  });

  it('recognises the bad coupon', () => {
    expect(isCouponNotFound([message({ code: 'couponNotFound', value: 'COUPON NOT FOUND' })])).toBe(true);
    expect(isCouponNotFound([message({ code: 'x', value: 'coupon not found' })])).toBe(false);
  });
});

describe('urls and storage', () => {
  it('turns test mode on only for ?test or &test', () => {
    expect(isTestMode('?test')).toBe(true);
    expect(isTestMode('?a=1&test')).toBe(true);
    expect(isTestMode('?test=1')).toBe(true);
    expect(isTestMode('?testing')).toBe(false);
    expect(isTestMode('?latest')).toBe(false);
    expect(isTestMode('')).toBe(false);
  });

  it('reads the authentication warning flag and builds our own receipt path', () => {
    expect(hasAuthenticationFailed('?showMessageCreditCardCouldNotBeAuthenticated=1')).toBe(true);
    expect(hasAuthenticationFailed('?showMessageCreditCardCouldNotBeAuthenticated=0')).toBe(false);
    expect(receiptPath(defaultRoutes, 'W 1/2')).toBe('/checkout/receipt?orderNumber=W%201%2F2');
    expect(receiptPath({ receipt: '/orders/{orderNumber}#receipt' }, 'W 1/2')).toBe('/orders/W%201%2F2#receipt');
  });

  it('reads the stored payment error as a list of items with a value', () => {
    expect(readPaymentError([{ value: 'Declined.' }, { value: 'Try again.' }])).toBe('Declined. Try again.');
    expect(readPaymentError([{ nope: 1 }])).toBeNull();
    expect(readPaymentError('Declined')).toBeNull();
  });
});

describe('totals rows', () => {
  const totals = cartOrder().orderTotals;
  const keys = (t: typeof totals) => visibleTotalsRows(t, defaultPageConfig).map((row) => row.key);

  it('always shows BV, PV and Subtotal; the rest only once calculated', () => {
    expect(keys({ ...totals, totalCalculated: false, discount: 5 })).toEqual(['bvTotal', 'pvTotal', 'subtotal']);
    expect(keys(totals)).toEqual(['bvTotal', 'pvTotal', 'subtotal', 'tax', 'shipping', 'total']);
  });

  it('shows Discounts and Coupon Discount only when non-zero and calculated', () => {
    expect(keys({ ...totals, discount: 5, couponDiscount: 2 })).toEqual([
      'bvTotal',
      'pvTotal',
      'subtotal',
      'discounts',
      'couponDiscount',
      'tax',
      'shipping',
      'total',
    ]);
  });
});
