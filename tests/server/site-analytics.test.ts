import * as v from 'valibot';
import { analyticsHostElement } from '../../server/pages/analytics-host-script.ts';
import { FacebookPixelSettingSchema, TrackingSettingSchema } from '#contracts/site-analytics.ts';
import { readAnswer } from './support/answers.ts';
import { createTestApp, logInAll, type TestApp, callApi, send } from './support/test-app.ts';

const USERS = ['distributor', 'staff', 'riley', 'customer'] as const;
let t: TestApp;
let cookies: Record<(typeof USERS)[number], string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await logInAll(t.app, USERS);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from site_tracking_settings');
  await t.db.query('delete from site_facebook_pixels');
});

type Who = keyof typeof cookies | null;

const call = (who: Who, method: string, path: string, body?: unknown) =>
  callApi(t.app, who ? cookies[who] : null, method, path, body);
/** The whole answer (status, headers, body), to compare a refused site with a missing one. */
const answer = async (who: keyof typeof cookies, method: string, path: string, body?: unknown) =>
  readAnswer(await send(t.app, method, path, cookies[who], body));

const DISTRIBUTOR = { userId: '1002', isEmployee: false };
const STAFF = { userId: '1004', isEmployee: true };
const RILEY = { userId: '1007', isEmployee: false };
const CUSTOMER = { userId: '1003', isEmployee: false };
const tracking = (siteId = 'demo') => `/api/v2/rcm-ga/${siteId}`;
const PIXEL = '/api/resource/facebook-analytics-site';

describe('GET, POST and PATCH /api/v2/rcm-ga/{siteId}', () => {
  it('answers an empty list while the site has no setting, then the first save creates it and later ones update it', async () => {
    expect(await call('distributor', 'GET', tracking())).toMatchObject({ status: 200, body: { data: [] } });

    const created = await call('distributor', 'POST', tracking(), { trackingId: '  G-FIRST1 ', ...DISTRIBUTOR });
    expect(created.status).toBe(200);
    expect(v.parse(TrackingSettingSchema, created.body.data)).toEqual({ siteId: 'demo', trackingId: 'G-FIRST1', ...DISTRIBUTOR });

    const updated = await call('staff', 'PATCH', tracking(), { trackingId: 'G-SECOND2', ...STAFF });
    expect(updated.status).toBe(200);
    const { data } = (await call('distributor', 'GET', tracking())).body;
    expect(data).toEqual([{ siteId: 'demo', trackingId: 'G-SECOND2', ...STAFF }]);
  });

  it('refuses a second create (409) and an update before any create (404), storing nothing', async () => {
    expect((await call('distributor', 'PATCH', tracking(), { trackingId: 'G-X', ...DISTRIBUTOR })).status).toBe(404);
    expect((await call('distributor', 'GET', tracking())).body.data).toEqual([]);
    await call('distributor', 'POST', tracking(), { trackingId: 'G-X', ...DISTRIBUTOR });
    const again = await call('distributor', 'POST', tracking(), { trackingId: 'G-Y', ...DISTRIBUTOR });
    expect(again.status).toBe(409);
    expect((await call('distributor', 'GET', tracking())).body.data).toMatchObject([{ trackingId: 'G-X' }]);
  });

  it("answers 422 with the spec's text for an empty tracking ID", async () => {
    const { status, body } = await call('distributor', 'POST', tracking(), { trackingId: '   ', ...DISTRIBUTOR });
    expect(status).toBe(422);
    expect(body.messages).toEqual([
      expect.objectContaining({ source: 'trackingId', value: 'Tracking ID field cannot be empty.' }),
    ]);
  });

  it('saves only in the name of the signed-in user, as they are', async () => {
    expect((await call('distributor', 'POST', tracking(), { trackingId: 'G-X', ...STAFF })).status).toBe(422);
    expect((await call('staff', 'POST', tracking(), { trackingId: 'G-X', ...STAFF, isEmployee: false })).status).toBe(422);
    expect((await call('distributor', 'GET', tracking())).body.data).toEqual([]);
  });

  it("lets the owner and an employee in, and answers another site's owner and a customer as for a missing site, a visitor 401", async () => {
    expect((await call('staff', 'GET', tracking())).status).toBe(200);
    const refusals: [keyof typeof cookies, string, unknown][] = [
      ['riley', 'GET', undefined],
      ['riley', 'POST', { trackingId: 'G-RILEY', ...RILEY }],
      ['riley', 'PATCH', { trackingId: 'G-RILEY', ...RILEY }],
      ['customer', 'POST', { trackingId: 'G-CUST', ...CUSTOMER }],
    ];
    for (const [who, method, body] of refusals) {
      const refused = await answer(who, method, tracking(), body);
      expect([who, method, refused]).toEqual([who, method, await answer(who, method, tracking('nowhere'), body)]);
      expect(refused.status).toBe(404);
    }
    expect((await call(null, 'GET', tracking())).status).toBe(401);
    expect((await call(null, 'POST', tracking(), { trackingId: 'G-ANON', ...DISTRIBUTOR })).status).toBe(401);
    expect((await call('distributor', 'GET', tracking())).body.data).toEqual([]);
    // Riley manages his own site.
    expect((await call('riley', 'POST', tracking('riley'), { trackingId: 'G-RILEY', ...RILEY })).status).toBe(200);
    expect(await answer('distributor', 'GET', tracking('riley'))).toEqual(
      await answer('distributor', 'GET', tracking('nowhere')),
    );
  });

  it('answers 404 for a site that does not exist', async () => {
    const missing = await call('staff', 'GET', tracking('nowhere'));
    expect(missing).toEqual({
      status: 404,
      body: {
        data: null,
        messages: [expect.objectContaining({ source: 'site', code: 'notFound', value: 'There is no such site.' })],
      },
    });
  });

  it("gives the site's pages the consent-gated analytics loader only once a tracking ID is saved", async () => {
    expect(await analyticsHostElement(t.db)).toBe('');
    await call('distributor', 'POST', tracking(), { trackingId: 'G-A&B', ...DISTRIBUTOR });
    expect(await analyticsHostElement(t.db)).toBe(
      '<script defer src="/demo/analytics-host.js" data-tag-src="/demo/analytics-tag.js?id=G-A%26B"></script>',
    );
    const page = await (await t.app.request('/owner/analytics')).text();
    expect(page).toContain('data-tag-src="/demo/analytics-tag.js?id=G-A%26B"');
  });
});

describe('GET and PUT /api/resource/facebook-analytics-site', () => {
  it("answers '' while the site has no pixel, then saves, trims and clears the account id", async () => {
    expect((await call('distributor', 'GET', `${PIXEL}/demo`)).body.data).toEqual({ siteId: 'demo', accountId: '' });
    const saved = await call('distributor', 'PUT', PIXEL, { siteId: 'demo', accountId: ' 123456789012345 ' });
    expect(saved.status).toBe(200);
    expect(v.parse(FacebookPixelSettingSchema, saved.body.data)).toEqual({ siteId: 'demo', accountId: '123456789012345' });
    expect((await call('staff', 'GET', `${PIXEL}/demo`)).body.data).toEqual({ siteId: 'demo', accountId: '123456789012345' });
    expect((await call('distributor', 'PUT', PIXEL, { siteId: 'demo', accountId: '' })).status).toBe(200);
    expect((await call('distributor', 'GET', `${PIXEL}/demo`)).body.data).toEqual({ siteId: 'demo', accountId: '' });
  });

  it('refuses an account id that is not digits (422)', async () => {
    const { status, body } = await call('distributor', 'PUT', PIXEL, { siteId: 'demo', accountId: '12ab' });
    expect(status).toBe(422);
    expect(body.messages).toEqual([expect.objectContaining({ source: 'accountId', value: 'Use digits only.' })]);
  });

  it("answers another site's owner and a customer as for a missing site (404), a visitor 401", async () => {
    const put = await answer('riley', 'PUT', PIXEL, { siteId: 'demo', accountId: '1' });
    expect(put).toEqual(await answer('riley', 'PUT', PIXEL, { siteId: 'nowhere', accountId: '1' }));
    const get = await answer('customer', 'GET', `${PIXEL}/demo`);
    expect(get).toEqual(await answer('customer', 'GET', `${PIXEL}/nowhere`));
    expect([put.status, get.status]).toEqual([404, 404]);
    expect((await call(null, 'PUT', PIXEL, { siteId: 'demo', accountId: '1' })).status).toBe(401);
    expect((await call(null, 'GET', `${PIXEL}/demo`)).status).toBe(401);
    expect((await call('distributor', 'GET', `${PIXEL}/demo`)).body.data).toEqual({ siteId: 'demo', accountId: '' });
  });
});
