// @vitest-environment jsdom
// jsdom reads the demo pages (DOMParser); the app itself runs as on Node.
import * as v from 'valibot';
import type { App } from '../../server/app.ts';
import type { Envelope } from '../../server/http/envelope.ts';
import { parsePageConfig } from '#host/config.ts';
import { ImpersonationStatusSchema, LAST_NAME_FILTER, USER_SEARCH_LIMIT, UserProfileSchema } from '#contracts/impersonation.ts';
import { SessionUserSchema } from '#contracts/account.ts';
import { createTestApp, login, postJson, sessionCookie, throttledApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readEnvelope = async (response: Response) => (await response.json()) as Envelope<unknown>;
const firstMessage = async (response: Response) => (await readEnvelope(response)).messages[0]?.value;

/**
 * Each switch gives the session a new token: tests keep the cookie login gave them and these
 * helpers send the session's latest one.
 */
const renewed = new Map<string, string>();
const current = (cookie?: string) => (cookie ? (renewed.get(cookie) ?? cookie) : undefined);
function remember(cookie: string, response: Response): Response {
  if (response.headers.getSetCookie().some((header) => header.startsWith('cmsb_session='))) {
    renewed.set(cookie, sessionCookie(response));
  }
  return response;
}

const get = (path: string, cookie?: string) => {
  const latest = current(cookie);
  return t.app.request(path, { headers: latest ? { Cookie: latest } : {} });
};

async function status(cookie: string) {
  const response = await get('/api/rpc/switch-user', cookie);
  expect(response.status).toBe(200);
  return v.parse(ImpersonationStatusSchema, (await readEnvelope(response)).data);
}

async function sessionUser(cookie: string) {
  return v.parse(v.nullable(SessionUserSchema), (await readEnvelope(await get('/api/session', cookie))).data);
}

const switchTo = async (cookie: string, body: unknown) =>
  remember(cookie, await postJson(t.app, '/api/rpc/switch-user', body, { Cookie: current(cookie) ?? '' }));
const switchBack = async (cookie: string, body: unknown) =>
  remember(cookie, await postJson(t.app, '/api/rpc/switch-user-back', body, { Cookie: current(cookie) ?? '' }));
const search = (cookie: string | undefined, lastName: string) =>
  get(`/api/resource/user-profile?${new URLSearchParams({ [LAST_NAME_FILTER]: lastName })}`, cookie);

describe('GET /api/rpc/switch-user', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/api/rpc/switch-user')).status).toBe(401);
  });

  it('tells a super-user they may switch, and that nobody is impersonated', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    expect(await status(cookie)).toEqual({ isSu: true, impersonatedUser: null, switchBackMethod: 'auth' });
  });

  it('tells anyone else they may not', async () => {
    const cookie = await login(t.app, 'customer', 'customer_123');
    expect(await status(cookie)).toEqual({ isSu: false, impersonatedUser: null, switchBackMethod: 'auth' });
  });
});

describe('switching and switching back', () => {
  it('lets a super-user become a customer by username; the session is theirs until switched back with the password', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const started = await switchTo(cookie, { switchToUsername: 'customer' });
    expect(started.status).toBe(200);
    const expected = { isSu: true, impersonatedUser: { id: '1003', username: 'customer' }, switchBackMethod: 'auth' };
    expect(v.parse(ImpersonationStatusSchema, (await readEnvelope(started)).data)).toEqual(expected);
    expect(await status(cookie)).toEqual(expected);
    expect(await sessionUser(cookie)).toMatchObject({ id: '1003', username: 'customer', isSu: false });

    const wrong = await switchBack(cookie, { password: 'customer_123' });
    expect(wrong.status).toBe(422);
    expect(await firstMessage(wrong)).toBe('The password was incorrect.');
    const missing = await switchBack(cookie, {});
    expect(missing.status).toBe(422);
    expect(await firstMessage(missing)).toBe('Please enter your password to end impersonation.');
    expect((await status(cookie)).impersonatedUser).toEqual({ id: '1003', username: 'customer' });

    const back = await switchBack(cookie, { password: 'admin_123' });
    expect(back.status).toBe(200);
    expect((await readEnvelope(back)).data).toEqual({ isSu: true, impersonatedUser: null, switchBackMethod: 'auth' });
    expect(await sessionUser(cookie)).toMatchObject({ id: '1001', username: 'admin', isSu: true });
  });

  it('gives the session a new token on every switch: the token from before no longer works', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    expect((await switchTo(cookie, { switchToUsername: 'customer' })).status).toBe(200);
    const impersonating = current(cookie);
    expect(impersonating).not.toBe(cookie);
    const before = await t.app.request('/api/session', { headers: { Cookie: cookie } });
    expect((await readEnvelope(before)).data).toBeNull();
    expect((await switchBack(cookie, { password: 'admin_123' })).status).toBe(200);
    const after = await t.app.request('/api/session', { headers: { Cookie: impersonating ?? '' } });
    expect((await readEnvelope(after)).data).toBeNull();
    expect(await sessionUser(cookie)).toMatchObject({ id: '1001', username: 'admin' });
  });

  it('accepts an RCN as well as a username', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    expect((await switchTo(cookie, { switchToUsername: ' 5000002 ' })).status).toBe(200);
    expect(await sessionUser(cookie)).toMatchObject({ id: '1002', username: 'distributor' });
  });

  it('switches from one impersonated user to another only with the impersonator password', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    await switchTo(cookie, { switchToUsername: 'customer' });
    const noPassword = await switchTo(cookie, { switchToUsername: 'distributor' });
    expect(noPassword.status).toBe(422);
    expect((await sessionUser(cookie))?.username).toBe('customer');

    const next = await switchTo(cookie, { switchToUsername: 'distributor', password: 'admin_123' });
    expect(next.status).toBe(200);
    expect(await status(cookie)).toMatchObject({ isSu: true, impersonatedUser: { id: '1002', username: 'distributor' } });
    // Back goes to the super-user, not to the customer impersonated before.
    expect((await switchBack(cookie, { password: 'admin_123' })).status).toBe(200);
    expect((await sessionUser(cookie))?.username).toBe('admin');
  });

  describe('under the login throttle', () => {
    const impersonating = async (throttled: App) => {
      const cookie = await login(throttled, 'admin', 'admin_123');
      const started = await postJson(throttled, '/api/rpc/switch-user', { switchToUsername: 'customer' }, { Cookie: cookie });
      expect(started.status).toBe(200);
      return sessionCookie(started);
    };
    const back = (throttled: App, cookie: string, password: string) =>
      postJson(throttled, '/api/rpc/switch-user-back', { password }, { Cookie: cookie });
    beforeEach(async () => {
      await t.db.query('delete from login_failures');
    });

    it("lets the impersonator switch back after others' failures on their account", async () => {
      const { app: throttled, pauses } = throttledApp(t);
      const cookie = await impersonating(throttled);
      for (let i = 0; i < 6; i++)
        expect((await postJson(throttled, '/api/session', { username: 'admin', password: 'x' })).status).toBe(422);
      expect((await back(throttled, cookie, 'admin_123')).status).toBe(200);
      // The attacker's sixth attempt waited; the switch-back did not.
      expect(pauses).toEqual([1000]);
    });

    it('refuses the sixth wrong switch-back password to that session only; the admin still logs in', async () => {
      const { app: throttled, pauses } = throttledApp(t);
      const cookie = await impersonating(throttled);
      for (let i = 0; i < 5; i++) expect((await back(throttled, cookie, 'wrong')).status).toBe(422);
      const refused = await back(throttled, cookie, 'admin_123');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('900');
      expect(await firstMessage(refused)).toBe('Too many failed attempts. Please try again in 15 minutes.');
      // The failures counted against the admin's logins (they wait) but lock nothing elsewhere.
      expect((await back(throttled, await impersonating(throttled), 'admin_123')).status).toBe(200);
      expect(pauses).toEqual([1000]);
    });
  });

  it('answers switch-back outside an impersonation with the unchanged status', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const response = await switchBack(cookie, {});
    expect(response.status).toBe(200);
    expect((await readEnvelope(response)).data).toEqual({ isSu: true, impersonatedUser: null, switchBackMethod: 'auth' });
  });

  it.each([
    ['an unknown user', 'nobody-here', 'No user was found with the RCN or username "nobody-here".'],
    ['a disabled account', 'disabled', 'This account is disabled; you cannot switch to it.'],
    ['oneself', 'admin', 'You cannot switch to yourself.'],
    ['oneself by RCN', '5000001', 'You cannot switch to yourself.'],
  ])('refuses %s with 422 and a message, and stays who they were', async (_what, target, message) => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const response = await switchTo(cookie, { switchToUsername: target });
    expect(response.status).toBe(422);
    expect(await firstMessage(response)).toBe(message);
    expect(await status(cookie)).toMatchObject({ impersonatedUser: null });
  });

  it('refuses an empty name with a field message', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const response = await switchTo(cookie, { switchToUsername: '   ' });
    expect(response.status).toBe(422);
    expect((await readEnvelope(response)).messages[0]).toMatchObject({ source: 'switchToUsername', value: 'Required' });
  });

  it('refuses a customer calling the API directly (403) and leaves their session alone', async () => {
    const cookie = await login(t.app, 'customer', 'customer_123');
    const response = await switchTo(cookie, { switchToUsername: 'admin' });
    expect(response.status).toBe(403);
    expect(await firstMessage(response)).toBe('Only super-users can switch users.');
    expect(await sessionUser(cookie)).toMatchObject({ username: 'customer', isSu: false });
  });

  it('refuses without a session (401)', async () => {
    expect((await postJson(t.app, '/api/rpc/switch-user', { switchToUsername: 'customer' })).status).toBe(401);
    expect((await postJson(t.app, '/api/rpc/switch-user-back', {})).status).toBe(401);
  });

  it('ends the impersonated session when the impersonator is disabled meanwhile', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    await switchTo(cookie, { switchToUsername: 'customer' });
    await t.db.query('update users set disabled = true where id = $1', ['1001']);
    try {
      expect(await sessionUser(cookie)).toBeNull();
    } finally {
      await t.db.query('update users set disabled = false where id = $1', ['1001']);
    }
  });
});

describe('GET /api/resource/user-profile', () => {
  it('finds enabled profiles by the start of the last name, for super-users', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const response = await search(cookie, 'mor');
    expect(response.status).toBe(200);
    const found = v.parse(v.array(UserProfileSchema), (await readEnvelope(response)).data);
    expect(found).toEqual([{ name: 'Casey Morgan', email: 'customer@example.com', rcn: '5000003' }]);
  });

  it('lists everyone but the searcher and disabled accounts for an empty search, capped', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const found = v.parse(v.array(UserProfileSchema), (await readEnvelope(await search(cookie, ''))).data);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(USER_SEARCH_LIMIT);
    expect(found.map((user) => user.rcn)).not.toContain('5000001');
    expect(found.map((user) => user.rcn)).not.toContain('5000005');
  });

  it('treats LIKE wildcards as text and answers none', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    expect((await readEnvelope(await search(cookie, '%'))).data).toEqual([]);
  });

  it('still lets the super-user search while impersonating', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    await switchTo(cookie, { switchToUsername: 'customer' });
    expect((await search(cookie, 'Rivers')).status).toBe(200);
    await switchBack(cookie, { password: 'admin_123' });
  });

  it('refuses others (403) and strangers (401)', async () => {
    const cookie = await login(t.app, 'customer', 'customer_123');
    expect((await search(cookie, 'Stone')).status).toBe(403);
    expect((await search(undefined, 'Stone')).status).toBe(401);
  });

  it('refuses a search text over 100 characters with 422', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    expect((await search(cookie, 'x'.repeat(101))).status).toBe(422);
  });
});

describe('demo pages of an impersonated session', () => {
  const pageOf = async (path: string, cookie: string) =>
    new DOMParser().parseFromString(await (await get(path, cookie)).text(), 'text/html');
  const configOf = (doc: Document) => parsePageConfig(doc.querySelector('script[data-cms-blocks-config]')?.textContent).config;

  it('carry the banner slot first in the body and preload the status; other sessions get neither', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const before = await pageOf('/cart', cookie);
    expect(before.querySelector('[data-block="impersonation-banner"]')).toBeNull();
    expect(configOf(before).preload).toEqual({});

    await switchTo(cookie, { switchToUsername: 'customer' });
    const during = await pageOf('/cart', cookie);
    expect(during.body.firstElementChild?.getAttribute('data-block')).toBe('impersonation-banner');
    expect(configOf(during).user).toMatchObject({ id: '1003', username: 'customer' });
    expect(configOf(during).preload).toEqual({
      '/api/rpc/switch-user': {
        data: { isSu: true, impersonatedUser: { id: '1003', username: 'customer' }, switchBackMethod: 'auth' },
        messages: [],
      },
    });
    await switchBack(cookie, { password: 'admin_123' });
  });
});
