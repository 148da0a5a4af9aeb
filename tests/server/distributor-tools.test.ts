import * as v from 'valibot';
import type { Envelope } from '../../server/http/envelope.ts';
import { DISTRIBUTOR_ONLY_MESSAGE, DistributorToolContextSchema, nextStepsEndpoint } from '#contracts/distributor-tools.ts';
import { createTestApp, login, type TestApp } from './support/test-app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const [user, password] of [
    ['distributor', 'distributor_123'],
    ['riley', 'riley_123'],
    ['staff', 'staff_123'],
    ['customer', 'customer_123'],
  ] as const) {
    cookies[user] = await login(t.app, user, password);
  }
});
afterAll(() => t.close());

const get = (path: string, user?: string) =>
  t.app.request(`http://127.0.0.1${path}`, { headers: user ? { Cookie: cookies[user]! } : {} });
const read = async (response: Response) => (await response.json()) as Envelope<unknown>;
const steps = async (user: string) => {
  const response = await get('/api/distributor-tools/next-steps', user);
  expect(response.status).toBe(200);
  const { steps: list } = v.parse(nextStepsEndpoint.data, (await read(response)).data);
  return Object.fromEntries(list.map((step) => [step.id, step.status]));
};

describe('status D or E only', () => {
  it.each(['/api/distributor-tools/context', '/api/distributor-tools/next-steps'])(
    '%s: 401 signed out, 403 for a customer',
    async (path) => {
      expect((await get(path)).status).toBe(401);
      const refused = await get(path, 'customer');
      expect(refused.status).toBe(403);
      expect((await read(refused)).messages[0]?.value).toBe(DISTRIBUTOR_ONLY_MESSAGE);
    },
  );

  it("answers a distributor's context: id, status, the site's host and the company hosts with this one", async () => {
    const response = await get('/api/distributor-tools/context', 'distributor');
    expect(response.status).toBe(200);
    expect(v.parse(DistributorToolContextSchema, (await read(response)).data)).toEqual({
      userId: '1002',
      username: 'distributor',
      status: 'D',
      siteHostname: 'staging.cms-blocks.example',
      companyHosts: ['cms-blocks.example', '127.0.0.1'],
    });
  });

  it('answers an employee without a site', async () => {
    const response = await get('/api/distributor-tools/context', 'staff');
    expect(response.status).toBe(200);
    expect(v.parse(DistributorToolContextSchema, (await read(response)).data)).toMatchObject({ status: 'E', siteHostname: null });
  });
});

describe('next steps', () => {
  afterEach(async () => {
    await t.db.query("update users set certified = false where id = '1007'");
    await t.db.query("delete from site_tracking_settings where site_id = 'riley'");
    await t.db.query("update pws_coupon_settings set enabled = true where site_id = 'riley'");
  });

  it("gives the distributor's real statuses: profile, site and coupons done, training and analytics to do", async () => {
    expect(await steps('distributor')).toEqual({
      profile: 'done',
      certification: 'todo',
      'personal-site': 'done',
      coupons: 'done',
      analytics: 'todo',
    });
  });

  it("follows the site's coupons and tracking id", async () => {
    await t.db.query(
      "insert into site_tracking_settings (site_id, tracking_id, user_id, is_employee) values ('riley', 'G-RILEY1', '1007', false)",
    );
    await t.db.query("update pws_coupon_settings set enabled = false where site_id = 'riley'");
    expect(await steps('riley')).toMatchObject({ analytics: 'done', coupons: 'todo' });
  });

  it('follows the data: certification once earned, the profile while a required field is missing', async () => {
    await t.db.query("update users set certified = true where id = '1007'");
    expect(await steps('riley')).toMatchObject({ certification: 'done', profile: 'done' });
    const [saved] = await t.db.query<{ phone: string }>("select daytime_phone as phone from users where id = '1007'");
    await t.db.query("update users set daytime_phone = null where id = '1007'");
    try {
      expect(await steps('riley')).toMatchObject({ profile: 'todo' });
    } finally {
      await t.db.query("update users set daytime_phone = $1 where id = '1007'", [saved?.phone]);
    }
  });

  it('links each step to its tool, in order', async () => {
    const response = await get('/api/distributor-tools/next-steps', 'staff');
    const { steps: list } = v.parse(nextStepsEndpoint.data, (await read(response)).data);
    expect(list.map((step) => [step.id, step.path])).toEqual([
      ['profile', '/my-profile'],
      ['certification', '/distributor-certification-training'],
      ['personal-site', '/'],
      ['coupons', '/owner/coupons'],
      ['analytics', '/owner/analytics'],
    ]);
    // An employee without a site has its settings still to do.
    expect(list.filter((step) => step.status === 'todo').map((step) => step.id)).toEqual(
      expect.arrayContaining(['personal-site', 'coupons', 'analytics']),
    );
  });
});

describe('demo pages the links lead to', () => {
  it('shows a sponsored signup with its level, a signup form, a join page; unknown ones are 404', async () => {
    const sponsor = await get('/sponsor-signup/1002/distributor?rank=3');
    expect(sponsor.status).toBe(200);
    const html = await sponsor.text();
    expect(html).toContain('sponsored by Dana Rivers');
    expect(html).toContain('Starting profit level: 3 = 30%');
    expect(html).toContain('/secure/checkout/v1#/checkout/distributor?rank=3');
    expect(await (await get('/signup-form/preferred-customer?rank=2')).text()).not.toContain('Starting profit level');
    expect((await get('/join-lavender-essential-oil')).status).toBe(200);
    expect((await get('/sponsor-signup/1003/customer')).status).toBe(404);
    expect((await get('/signup-form/reseller')).status).toBe(404);
    expect((await get('/join-no-such-product')).status).toBe(404);
    const checkout = await get('/secure/checkout/v1');
    expect([checkout.status, checkout.headers.get('location')]).toEqual([302, '/cart']);
  });
});
