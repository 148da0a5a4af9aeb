import { createApp } from '../../server/app.ts';
import { GUESTS_MAY_NOT_ORDER } from '../../server/commerce/cart-owner.ts';
import { storeSettingsFromEnv } from '../../server/commerce/store-settings.ts';
import { demoPageConfig } from '../../server/pages/page-config.ts';
import { updateOrderItemsEndpoint } from '#contracts/commerce.ts';
import { defaultPageConfig } from '#host/config.ts';
import { readData, readRefusal, startGuestCart, updateItems } from './support/cart.ts';
import { createTestApp, login, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderCount = async () => (await t.db.query<{ count: number }>('select count(*)::int as count from orders'))[0]?.count;
const lavender = [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'add' as const }];

describe('a store whose guests may not order (GUEST_ORDERING_ENABLED=false)', () => {
  it("refuses a guest's add with 401 saying why, makes no cart and sets no cookie; a member adds as always", async () => {
    // A cart cookie from before the store turned guest ordering off counts for nothing either.
    const earlierCart = await startGuestCart(t.app);
    const app = createApp({ db: t.db, distDir: t.distDir, store: { ...storeSettingsFromEnv({}), guestOrderingEnabled: false } });
    const before = await orderCount();
    for (const cookie of ['', earlierCart]) {
      const refused = await updateItems(app, cookie, lavender);
      expect(refused.status).toBe(401);
      expect(refused.headers.getSetCookie()).toEqual([]);
      expect(await readRefusal(refused)).toEqual([
        expect.objectContaining({ source: 'session', code: 'unauthorized', value: GUESTS_MAY_NOT_ORDER }),
      ]);
    }
    expect(await orderCount()).toBe(before);

    const member = await login(app, 'customer', 'customer_123');
    const added = await updateItems(app, member, lavender);
    expect(added.status).toBe(200);
    expect((await readData(added, updateOrderItemsEndpoint)).data.items.map((item) => item.skuNumber)).toContain('LAV05');
  });
});

describe('guest ordering by default', () => {
  it('is off, as the page config says by default: only GUEST_ORDERING_ENABLED=true lets guests order', () => {
    expect(storeSettingsFromEnv({}).guestOrderingEnabled).toBe(false);
    expect(storeSettingsFromEnv({ GUEST_ORDERING_ENABLED: 'true' }).guestOrderingEnabled).toBe(true);
    expect(defaultPageConfig.guestOrderingEnabled).toBe(false);
  });
});

describe("the demo host's page config switches", () => {
  const url = (search: string) => new URL(`http://demo.test/p/lavender${search}`);

  it('writes the user (null for a guest) unless ?user=omit leaves the field out', () => {
    expect(demoPageConfig(url(''), null)).toHaveProperty('user', null);
    expect(demoPageConfig(url('?user=omit'), null)).not.toHaveProperty('user');
  });

  it("says guests may order as the server's store does, unless ?guestOrdering=off", () => {
    expect(demoPageConfig(url(''), null).guestOrderingEnabled).toBe(true);
    expect(demoPageConfig(url('?guestOrdering=off'), null).guestOrderingEnabled).toBe(false);
    vi.stubEnv('GUEST_ORDERING_ENABLED', 'false');
    expect(demoPageConfig(url(''), null).guestOrderingEnabled).toBe(false);
    vi.unstubAllEnvs();
  });
});
