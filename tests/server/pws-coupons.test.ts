import { ROLE_TEXTS } from '../../server/auth/refusals.ts';
import { patchOrderEndpoint } from '#contracts/commerce.ts';
import {
  couponPublicConfigEndpoint,
  couponSettingsEndpoint,
  saveCouponSettingsEndpoint,
  type CouponSettings,
} from '#contracts/pws-coupons.ts';
import { COUPON_CODE_TEXTS } from '#validation/coupon-code.ts';
import { readAnswer } from './support/answers.ts';
import { patchCart, readData, readRefusal, startGuestCart, updateItems } from './support/cart.ts';
import { createTestApp, logInAll, type TestApp, send } from './support/test-app.ts';

const CONFIG = '/api/v2/pws/coupons/public-config';
const SETTINGS = '/api/v2/pws/coupons/current-user-pws-profile/coupon-settings';

const USERS = ['distributor', 'riley', 'customer', 'staff', 'admin'] as const;
let t: TestApp;
let cookies: Record<(typeof USERS)[number], string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await logInAll(t.app, USERS);
});
afterAll(() => t.close());

const getSettings = (cookie: string, query = '') => send(t.app, 'GET', SETTINGS + query, cookie);
const putSettings = (cookie: string, settings: CouponSettings, query = '') =>
  send(t.app, 'PUT', SETTINGS + query, cookie, settings);
const demoSeed: CouponSettings = { enabledCouponCodeIds: ['welcome'], customCouponCodes: {} };

describe('GET public-config', () => {
  it('lists the programme for anyone, with a site its own codes', async () => {
    const { data } = await readData(await send(t.app, 'GET', CONFIG, ''), couponPublicConfigEndpoint);
    expect(data.couponCodes).toEqual([
      { id: 'welcome', defaultCouponCode: 'PWSWELCOME', couponCode: 'PWSWELCOME', discountPercent: 10 },
      { id: 'friends', defaultCouponCode: 'PWSFRIENDS', couponCode: 'PWSFRIENDS', discountPercent: 15 },
      { id: 'vip', defaultCouponCode: 'PWSVIP', couponCode: 'PWSVIP', discountPercent: 20 },
    ]);
    const riley = await readData(await send(t.app, 'GET', `${CONFIG}?siteId=riley`, ''), couponPublicConfigEndpoint);
    expect(riley.data.couponCodes.find((coupon) => coupon.id === 'friends')?.couponCode).toBe('PWSRILEY');
  });
});

describe('coupon settings: who', () => {
  it("answers each owner their own site's settings", async () => {
    expect((await readData(await getSettings(cookies.distributor), couponSettingsEndpoint)).data).toEqual(demoSeed);
    expect((await readData(await getSettings(cookies.riley), couponSettingsEndpoint)).data).toEqual({
      enabledCouponCodeIds: ['friends'],
      customCouponCodes: { friends: 'PWSRILEY' },
    });
  });

  it('answers 401 signed out and 403 to a user without a site', async () => {
    expect((await getSettings('')).status).toBe(401);
    expect((await putSettings('', demoSeed)).status).toBe(401);
    const refused = await getSettings(cookies.customer);
    expect(refused.status).toBe(403);
    expect(await readRefusal(refused)).toEqual([expect.objectContaining({ code: 'forbidden', value: ROLE_TEXTS.siteOwner })]);
  });

  it("answers an owner another site's settings as a site that does not exist, and lets employees and super-users name a site", async () => {
    const asMissing = async (call: (query: string) => Promise<Response>, siteId: string) => {
      const refused = await readAnswer(await call(`?siteId=${siteId}`));
      expect(refused).toEqual(await readAnswer(await call('?siteId=nowhere')));
      expect(refused.status).toBe(404);
    };
    await asMissing((query) => getSettings(cookies.riley, query), 'demo');
    await asMissing((query) => putSettings(cookies.riley, demoSeed, query), 'demo');
    await asMissing((query) => getSettings(cookies.customer, query), 'riley');
    expect((await getSettings(cookies.staff, '?siteId=nowhere')).status).toBe(404);
    const staff = await readData(await getSettings(cookies.staff, '?siteId=riley'), couponSettingsEndpoint);
    expect(staff.data.customCouponCodes).toEqual({ friends: 'PWSRILEY' });
    const admin = await readData(await putSettings(cookies.admin, demoSeed, '?siteId=demo'), saveCouponSettingsEndpoint);
    expect(admin.data).toEqual(demoSeed);
  });
});

describe('coupon settings: saving', () => {
  afterEach(async () => {
    expect((await putSettings(cookies.distributor, demoSeed)).status).toBe(200);
  });

  it('stores the enabled coupons and custom codes, uppercased, and answers them', async () => {
    const saved = await readData(
      await putSettings(cookies.distributor, {
        enabledCouponCodeIds: ['vip', 'welcome'],
        customCouponCodes: { vip: 'pwsSpring ' },
      }),
      saveCouponSettingsEndpoint,
    );
    expect(saved.data).toEqual({ enabledCouponCodeIds: ['welcome', 'vip'], customCouponCodes: { vip: 'PWSSPRING' } });
    expect((await readData(await getSettings(cookies.distributor), couponSettingsEndpoint)).data).toEqual(saved.data);
  });

  it.each([
    ['SPRING', COUPON_CODE_TEXTS.prefix],
    ['PWS12345678901234567X', 'The code can have at most 20 characters.'],
    ['PWSSPRING-1', COUPON_CODE_TEXTS.characters],
    ['PWS1', 'Add at least 2 letters or digits after PWS.'],
    ['PWSCUREALL', 'Codes must not suggest health claims or misleading offers: remove "CURE".'],
    ['PWSDAMNIT', COUPON_CODE_TEXTS.profanity],
  ])('answers 422 with the reason for %s', async (code, reason) => {
    const response = await putSettings(cookies.distributor, { enabledCouponCodeIds: [], customCouponCodes: { welcome: code } });
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([
      expect.objectContaining({ type: 'validatorMessage', source: 'customCouponCodes.welcome', value: reason }),
    ]);
  });

  it("refuses another site's code, a company coupon's code and one code twice, whatever the case", async () => {
    const response = await putSettings(cookies.distributor, {
      enabledCouponCodeIds: [],
      customCouponCodes: { welcome: 'pwsriley', friends: 'PWSVIP', vip: 'PWSSUN' },
    });
    expect(response.status).toBe(422);
    expect(await readRefusal(response)).toEqual([
      expect.objectContaining({ source: 'customCouponCodes.welcome', code: 'taken', value: COUPON_CODE_TEXTS.taken }),
      expect.objectContaining({ source: 'customCouponCodes.friends', code: 'taken' }),
    ]);
    const twice = await putSettings(cookies.distributor, {
      enabledCouponCodeIds: [],
      customCouponCodes: { welcome: 'PWSSUN', vip: 'PWSSUN' },
    });
    expect(await readRefusal(twice)).toEqual([
      expect.objectContaining({ source: 'customCouponCodes.vip', code: 'duplicate', value: COUPON_CODE_TEXTS.duplicate }),
    ]);
    // The site's own earlier code is no obstacle: two coupons may swap codes.
    await putSettings(cookies.distributor, {
      enabledCouponCodeIds: [],
      customCouponCodes: { welcome: 'PWSAAA', vip: 'PWSBBB' },
    });
    const swapped = await putSettings(cookies.distributor, {
      enabledCouponCodeIds: [],
      customCouponCodes: { welcome: 'PWSBBB', vip: 'PWSAAA' },
    });
    expect(swapped.status).toBe(200);
  });

  it('refuses unknown coupons and leaves the settings as they were', async () => {
    const response = await putSettings(cookies.distributor, {
      enabledCouponCodeIds: ['nope'],
      customCouponCodes: { gone: 'PWSGONE' },
    });
    expect(response.status).toBe(422);
    expect((await readRefusal(response)).map((message) => message.source)).toEqual([
      'enabledCouponCodeIds',
      'customCouponCodes.gone',
    ]);
    expect((await readData(await getSettings(cookies.distributor), couponSettingsEndpoint)).data).toEqual(demoSeed);
  });
});

describe('coupon settings in the cart of the store site (demo)', () => {
  let cart: string;
  beforeAll(async () => {
    cart = await startGuestCart(t.app);
    expect((await updateItems(t.app, cart, [{ skuNumber: 'LAV05', qty: 1, updateMethod: 'set' }])).status).toBe(200);
  });
  afterAll(async () => {
    expect((await putSettings(cookies.distributor, demoSeed)).status).toBe(200);
  });

  const apply = (code: string) => patchCart(t.app, cart, { couponCode: code });

  it('applies an enabled coupon by its custom code with its discount, and by its default code', async () => {
    await putSettings(cookies.distributor, { enabledCouponCodeIds: ['vip'], customCouponCodes: { vip: 'PWSSPRING' } });
    const { data } = await readData(await apply('pwsspring'), patchOrderEndpoint);
    expect(data.attributes.couponCodeId).toBe('PWSVIP');
    expect(data.orderTotals.couponDiscount).toBeCloseTo(data.orderTotals.subTotal * 0.2, 2);
    expect((await apply('PWSVIP')).status).toBe(200);
  });

  it("refuses a coupon the site has not enabled and another site's code; company coupons apply as ever", async () => {
    await putSettings(cookies.distributor, { enabledCouponCodeIds: [], customCouponCodes: { vip: 'PWSSPRING' } });
    expect((await apply('PWSSPRING')).status).toBe(422);
    expect((await apply('PWSVIP')).status).toBe(422);
    expect((await apply('PWSRILEY')).status).toBe(422);
    expect((await apply('PWSFRIENDS')).status).toBe(422);
    expect((await readData(await apply('save10'), patchOrderEndpoint)).data.attributes.couponCodeId).toBe('SAVE10');
  });
});
