import { createApiClient } from '../../../../src/api/client.ts';
import { ApiError, classifyFailure } from '../../../../src/api/errors/api-error.ts';
import {
  fromSettings,
  isRefusal,
  loadTracking,
  refusedPath,
  saveTracking,
  trackingRequest,
} from '../../../../blocks/owner/analytics-settings/tracking-setting.ts';
import { defaultRoutes } from '../../../../src/host/routes.ts';
import { fakeFetch, type FakeHandler } from '../../../support/fake-fetch.ts';

const setting = { trackingId: 'G-SAVED1', userId: '1002', isEmployee: false, siteId: 'demo' };
const owner = { id: '1002', username: 'distributor', status: 'D' };
const employee = { id: '1004', username: 'staff', status: 'E' };

function client(routes: Record<string, FakeHandler>) {
  const fake = fakeFetch(routes);
  return { api: createApiClient({ baseUrl: '/', fetch: fake.fetch }), requests: fake.requests };
}

describe('loading the analytics setting', () => {
  it("reads the first item's tracking ID, in update mode", () => {
    expect(fromSettings([setting, { ...setting, trackingId: 'G-OTHER' }])).toEqual({ mode: 'update', trackingId: 'G-SAVED1' });
  });

  it('goes to create mode on an empty list', async () => {
    const { api } = client({ 'GET /api/v2/rcm-ga/demo': () => ({ data: [] }) });
    expect(await loadTracking(api, 'demo')).toEqual({ mode: 'create', trackingId: '' });
  });

  it('goes to create mode on a 404', async () => {
    const { api } = client({ 'GET /api/v2/rcm-ga/demo': () => ({ status: 404 }) });
    expect(await loadTracking(api, 'demo')).toEqual({ mode: 'create', trackingId: '' });
  });

  it('throws any other failure, to be shown', async () => {
    const { api } = client({ 'GET /api/v2/rcm-ga/demo': () => ({ status: 500 }) });
    await expect(loadTracking(api, 'demo')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
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
