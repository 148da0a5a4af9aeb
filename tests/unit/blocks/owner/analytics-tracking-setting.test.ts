import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '#api/client.ts';
import { ApiError, classifyFailure } from '#api/errors/api-error.ts';
import {
  isRefusal,
  loadedTracking,
  refusedPath,
  saveTracking,
  trackingRequest,
  trackingSettingsQueryOptions,
} from '../../../../blocks/owner/analytics-settings/tracking-setting.ts';
import { SITE_REFUSAL_SOURCE } from '#contracts/site-analytics.ts';
import { defaultRoutes } from '#host/routes.ts';
import { fakeFetch, type FakeHandler } from '../../../support/fake-fetch.ts';

const setting = { trackingId: 'G-SAVED1', userId: '1002', isEmployee: false, siteId: 'demo' };
const owner = { id: '1002', username: 'distributor', status: 'D' };
const employee = { id: '1004', username: 'staff', status: 'E' };

function client(routes: Record<string, FakeHandler>) {
  const fake = fakeFetch(routes);
  return { api: createApiClient({ baseUrl: '/', fetch: fake.fetch }), requests: fake.requests };
}

/** The site's setting, loaded through the block's query options and read as the block reads it. */
async function load(routes: Record<string, FakeHandler>) {
  const { api } = client(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = await queryClient.query(trackingSettingsQueryOptions(api, 'demo')).then(
    (data) => ({ data, error: null }),
    (error: unknown) => ({ data: undefined, error }),
  );
  return loadedTracking(query);
}

describe('loading the analytics setting', () => {
  it("reads the first item's tracking ID, in update mode", async () => {
    const other = { ...setting, trackingId: 'G-OTHER' };
    expect(await load({ 'GET /api/v2/rcm-ga/demo': () => ({ data: [setting, other] }) })).toEqual({
      mode: 'update',
      trackingId: 'G-SAVED1',
    });
  });

  it('goes to create mode on an empty list', async () => {
    expect(await load({ 'GET /api/v2/rcm-ga/demo': () => ({ data: [] }) })).toEqual({ mode: 'create', trackingId: '' });
  });

  it('goes to create mode on a 404', async () => {
    expect(await load({ 'GET /api/v2/rcm-ga/demo': () => ({ status: 404 }) })).toEqual({ mode: 'create', trackingId: '' });
  });

  it('has nothing to start from on any other failure, a 404 refusing the site included: the block shows it', async () => {
    const siteRefusal = { type: 'error', source: SITE_REFUSAL_SOURCE, code: 'notFound', value: 'There is no such site.' };
    expect(await load({ 'GET /api/v2/rcm-ga/demo': () => ({ status: 500 }) })).toBeNull();
    expect(await load({ 'GET /api/v2/rcm-ga/demo': () => ({ status: 404, messages: [siteRefusal] }) })).toBeNull();
  });

  it('has nothing to start from while loading', () => {
    expect(loadedTracking({ data: undefined, error: null })).toBeNull();
  });
});

describe('saving the analytics setting', () => {
  const routes = {
    'POST /api/v2/rcm-ga/demo': () => ({ data: setting }),
    'PATCH /api/v2/rcm-ga/demo': () => ({ data: setting }),
  };

  it('creates with POST in create mode, and asks for the reload', async () => {
    const { api, requests } = client(routes);
    const saved = await saveTracking(api, { siteId: 'demo', mode: 'create', trackingId: ' G-SAVED1 ', user: owner });
    expect(saved).toEqual({ setting, reload: true });
    expect(requests.map((r) => [r.method, r.body])).toEqual([
      ['POST', { trackingId: 'G-SAVED1', userId: '1002', isEmployee: false }],
    ]);
  });

  it('updates with PATCH in update mode, with no reload', async () => {
    const { api, requests } = client(routes);
    const saved = await saveTracking(api, { siteId: 'demo', mode: 'update', trackingId: 'G-SAVED1', user: employee });
    expect(saved.reload).toBe(false);
    expect(requests.map((r) => [r.method, r.body])).toEqual([
      ['PATCH', { trackingId: 'G-SAVED1', userId: '1004', isEmployee: true }],
    ]);
  });

  it('fills userId and isEmployee from the signed-in user', () => {
    expect(trackingRequest('G-1', { id: '1001', username: 'admin', status: 'E', isSu: true })).toEqual({
      trackingId: 'G-1',
      userId: '1001',
      isEmployee: true,
    });
    expect(trackingRequest('G-1', { id: '1003', username: 'customer' }).isEmployee).toBe(false);
  });
});

describe('refusals', () => {
  it('counts 401 and 403 as refusals, nothing else', () => {
    expect([401, 403, 404, 500].map((status) => isRefusal(classifyFailure(new ApiError(status, []))))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(isRefusal(classifyFailure(new TypeError('Failed to fetch')))).toBe(false);
  });

  it('sends the refused to log in with the unauthorized error, then back', () => {
    expect(refusedPath(defaultRoutes, '/owner/analytics?x=1')).toBe(
      '/login?errorCode=unauthorized&redirect=/owner/analytics%3Fx%3D1',
    );
  });
});
