import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentOrderEndpoint } from '#contracts/commerce.ts';
import { CART_PATH, readCart } from '#host/cart-api.ts';
import { CART_CHANGE_EVENT, cartApi, type CartSummary } from '#host/cart-summary.ts';
import { mayOrder } from '#host/guest-ordering.ts';
import { cartSources, cartSummary } from '#host/order-summary.ts';
import { defaultPageConfig, type PageConfig } from '#host/config.ts';
import { fakeFetch, type FakeHandler } from '../../support/fake-fetch.ts';
import { cartOrder } from '../../fixtures/commerce/cart-orders.ts';

const member = { id: '1001', username: 'ada' };

function page(config: Partial<PageConfig> = {}) {
  const doc = document.implementation.createHTMLDocument('');
  return { doc, config: { ...defaultPageConfig, apiBaseUrl: 'http://shop.test/', ...config } };
}

function serve(handler: FakeHandler) {
  const fake = fakeFetch({ [`GET ${CART_PATH}`]: handler });
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('the guest-ordering rule', () => {
  it('lets members order always, and guests only while guest ordering is on', () => {
    expect(mayOrder({ user: member, guestOrderingEnabled: false })).toBe(true);
    expect(mayOrder({ user: null, guestOrderingEnabled: true })).toBe(true);
    expect(mayOrder({ user: null, guestOrderingEnabled: false })).toBe(false);
    expect(mayOrder({ user: undefined, guestOrderingEnabled: false })).toBe(false);
  });
});

describe('cartSummary', () => {
  it('counts units and gives the total once calculated, the subtotal until then', () => {
    const formatted = { subTotal: '$12.50', total: '$21.33' };
    const items = [{ qty: 2 }, { qty: 3 }];
    expect(cartSummary({ items, orderTotals: { totalCalculated: true, formatted } })).toEqual({
      itemCount: 5,
      formattedTotal: '$21.33',
    });
    expect(cartSummary({ items: [], orderTotals: { totalCalculated: false, formatted } })).toEqual({
      itemCount: 0,
      formattedTotal: '$12.50',
    });
  });
});

describe('CmsBlocks.cart.get()', () => {
  it('is the path of the contract', () => {
    expect(CART_PATH).toBe(currentOrderEndpoint.path);
  });

  it('answers null without a request where the visitor cannot have a cart', async () => {
    const requests = serve(() => ({ data: cartOrder() }));
    const { doc, config } = page({ user: null, guestOrderingEnabled: false });
    expect(await readCart(doc, config)).toBeNull();
    expect(requests).toEqual([]);
  });

  it('asks the server once with no cart block on the page, and sums it up', async () => {
    const order = cartOrder({ totals: { totalCalculated: true } });
    const requests = serve(() => ({ data: order }));
    const { doc, config } = page({ user: member });
    expect(await readCart(doc, config)).toEqual(cartSummary(order));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/cart/order/current']);
  });

  it("answers from the cart blocks' cache once they have rendered, with no request of its own", async () => {
    const requests = serve(() => ({ data: cartOrder() }));
    const { doc, config } = page({ user: null, guestOrderingEnabled: true });
    cartSources.set(doc, async () => ({ itemCount: 3, formattedTotal: '$9.00' }));
    expect(await readCart(doc, config)).toEqual({ itemCount: 3, formattedTotal: '$9.00' });
    expect(requests).toEqual([]);
  });

  it('rejects when the server refuses, or answers no order', async () => {
    serve(() => ({ status: 500 }));
    const { doc, config } = page({ user: member });
    await expect(readCart(doc, config)).rejects.toThrow('GET /api/cart/order/current answered 500');
    serve(() => ({ data: { items: 'none' } }));
    await expect(readCart(doc, config)).rejects.toThrow();
  });
});

describe('CmsBlocks.cart.onChange()', () => {
  it('calls the listener with each change until it unsubscribes', () => {
    const { doc } = page();
    const heard: CartSummary[] = [];
    const stop = cartApi(doc, async () => null).onChange((summary) => heard.push(summary));
    const change = (detail: CartSummary) => doc.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail }));
    change({ itemCount: 1, formattedTotal: '$12.50' });
    stop();
    change({ itemCount: 2, formattedTotal: '$25.00' });
    expect(heard).toEqual([{ itemCount: 1, formattedTotal: '$12.50' }]);
  });
});
