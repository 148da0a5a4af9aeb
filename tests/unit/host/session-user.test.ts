import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentSessionEndpoint } from '#contracts/account.ts';
import { defaultPageConfig, type PageConfig } from '#host/config.ts';
import { readSessionCart, SESSION_PATH, withSessionUser } from '#host/session-user.ts';
import { ERROR_EVENT, type ErrorEventDetail } from '#runtime/events.ts';
import { fakeFetch, type FakeHandler } from '../../support/fake-fetch.ts';
import { cartOrder } from '../../fixtures/commerce/cart-orders.ts';

const ada = { id: '1001', username: 'ada', status: 'active', isSu: false };

/** A page of its own (the session is learned once per document), its API on another base to show it is used. */
function page(config: Partial<PageConfig> = {}) {
  const doc = document.implementation.createHTMLDocument('');
  const errors: ErrorEventDetail[] = [];
  doc.addEventListener(ERROR_EVENT, (event) => {
    errors.push((event as CustomEvent<ErrorEventDetail>).detail);
    event.preventDefault();
  });
  return { doc, errors, config: { ...defaultPageConfig, apiBaseUrl: 'http://shop.test/store/', ...config } };
}

function serve(handler: FakeHandler, routes: Record<string, FakeHandler> = {}) {
  const fake = fakeFetch({ [`GET /store${SESSION_PATH}`]: handler, ...routes });
  vi.stubGlobal('fetch', fake.fetch);
  return fake.requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('withSessionUser: the session, when the host does not say it', () => {
  it('is the path of the contract', () => {
    expect(SESSION_PATH).toBe(currentSessionEndpoint.path);
  });

  it("keeps the host's word, a user or null (a guest), and asks nothing", async () => {
    const requests = serve(() => ({ data: ada }));
    const member = page({ user: { id: '7', username: 'grace' } });
    expect(await withSessionUser(member.doc, member.config)).toBe(member.config);
    const guest = page({ user: null });
    expect((await withSessionUser(guest.doc, guest.config)).user).toBeNull();
    expect(requests).toEqual([]);
  });

  it('asks GET /api/session once per page, under the API base, however many ask', async () => {
    const requests = serve(() => ({ data: ada }));
    const { doc, config } = page();
    const [first, second] = await Promise.all([withSessionUser(doc, config), withSessionUser(doc, config)]);
    expect(first.user).toEqual(ada);
    expect(second).toBe(first);
    expect(await withSessionUser(doc, config)).toBe(first);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /store/api/session']);
  });

  it('reads a guest (null) as a guest', async () => {
    serve(() => ({ data: null }));
    const { doc, config } = page();
    expect((await withSessionUser(doc, config)).user).toBeNull();
  });

  it('takes the session the host preloaded, with no request', async () => {
    const requests = serve(() => ({ data: null }));
    const { doc, config } = page({ preload: { [SESSION_PATH]: { data: ada, messages: [] } } });
    expect((await withSessionUser(doc, config)).user).toEqual(ada);
    expect(requests).toEqual([]);
  });

  it.each([
    ['a refused call', (() => ({ status: 502 })) satisfies FakeHandler, 'GET /api/session answered 502'],
    ['an answer that is no user', (() => ({ data: { id: 7 } })) satisfies FakeHandler, 'Invalid type'],
  ])('treats the visitor as a guest after %s, and reports it to the host', async (_case, handler, cause) => {
    serve(handler);
    const { doc, config, errors } = page();
    expect((await withSessionUser(doc, config)).user).toBeNull();
    expect(errors).toEqual([
      {
        block: null,
        message: "Could not learn the visitor's session (GET /api/session): blocks treat the visitor as a guest",
        error: expect.objectContaining({ message: expect.stringContaining(cause) }),
      },
    ]);
  });

  it("reads the cart (CmsBlocks.cart.get()) of the session it learned, with the session's one request", async () => {
    const requests = serve(() => ({ data: ada }), { 'GET /store/api/cart/order/current': () => ({ data: cartOrder() }) });
    const { doc, config } = page({ guestOrderingEnabled: false });
    await withSessionUser(doc, config);
    expect(await readSessionCart(doc, config)).toEqual({ itemCount: 3, formattedTotal: '$100.04' });
    expect(requests.map((r) => r.path)).toEqual(['/store/api/session', '/store/api/cart/order/current']);
  });
});
