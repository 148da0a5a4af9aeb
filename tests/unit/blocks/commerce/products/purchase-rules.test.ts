import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_AMOUNT_MAX,
  CUSTOM_AMOUNT_MIN,
  PURCHASE_QUANTITY,
  quantityToAdd,
  readCustomAmount,
} from '../../../../../blocks/commerce/shared/product-purchase/purchase-rules.ts';
import { OrderItemUpdateSchema } from '#contracts/commerce.ts';
import { cartOrder } from '../../../../fixtures/commerce/cart-orders.ts';
import { line } from '../../../../fixtures/commerce/products.ts';

describe('quantityToAdd (adding an item already in the cart adds 1)', () => {
  const order = cartOrder({ items: [line('LAV05', 4)] });

  it('adds 1 of a SKU the cart already holds, whatever quantity was chosen', () => {
    expect(quantityToAdd(order, 'LAV05', 3)).toBe(1);
  });

  it('adds the chosen quantity of a SKU the cart does not hold', () => {
    expect(quantityToAdd(order, 'LAV15', 3)).toBe(3);
  });

  it('adds the chosen quantity when no cart is known', () => {
    expect(quantityToAdd(undefined, 'LAV05', 5)).toBe(5);
  });
});

describe('readCustomAmount (donation SKUs)', () => {
  it('requires an amount', () => {
    expect(readCustomAmount(' ')).toEqual({ problem: 'required' });
  });

  it.each([
    ['25', 25],
    ['10.5', 10.5],
    [' 7.25 ', 7.25],
  ])('reads %j as %d', (text, amount) => {
    expect(readCustomAmount(text)).toEqual({ amount });
  });

  it.each(['0', '-5', 'ten', '1.234', '0.50', '100000.01'])('refuses %j', (text) => {
    expect(readCustomAmount(text)).toEqual({ problem: 'range' });
  });

  it('takes its limits from the request schema the server checks', () => {
    expect([CUSTOM_AMOUNT_MIN, CUSTOM_AMOUNT_MAX]).toEqual([1, 100000]);
    expect(PURCHASE_QUANTITY).toEqual({ min: 1, max: 200 });
    const item = (patch: object) =>
      v.safeParse(OrderItemUpdateSchema, { skuNumber: 'KFCSH', qty: 1, updateMethod: 'add', ...patch }).success;
    expect(item({ customAmount: CUSTOM_AMOUNT_MIN, qty: PURCHASE_QUANTITY.max })).toBe(true);
    expect(item({ customAmount: CUSTOM_AMOUNT_MAX })).toBe(true);
    expect(item({ customAmount: CUSTOM_AMOUNT_MAX + 1 })).toBe(false);
    expect(item({ qty: PURCHASE_QUANTITY.max + 1 })).toBe(false);
  });
});
