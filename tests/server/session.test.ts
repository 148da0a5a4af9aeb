import { Hono } from 'hono';
import * as v from 'valibot';
import { createApp } from '../../server/app.ts';
import { allow } from '../../server/auth/guards.ts';
import { sessionMiddleware } from '../../server/auth/session-middleware.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { respond, type Envelope } from '../../server/http/envelope.ts';
import { SessionResponseSchema, SessionUserSchema } from '#contracts/account.ts';
import {
  createTestApp,
  fakeCaptcha,
  jsonHeaders,
  login,
  postJson,
  sameOriginHeaders,
  sessionCookie,
  type TestApp,
} from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readEnvelope = async (response: Response) => (await response.json()) as Envelope<unknown>;

describe('POST /api/session', () => {
  it('logs in with an httpOnly, SameSite=Lax session cookie; GET /api/session then returns the user', async () => {
    const response = await postJson(t.app, '/api/session', { username: 'distributor', password: 'distributor_123' });
    expect(response.status).toBe(200);
    const body = await readEnvelope(response);
    expect(v.parse(SessionResponseSchema, body.data)).toEqual({ success: true, oidcBaseUrl: '/oidc' });
    expect(body.messages).toEqual([]);

    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/^cmsb_session=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');

    const session = await t.app.request('/api/session', { headers: { Cookie: sessionCookie(response) } });
    const user = v.parse(v.nullable(SessionUserSchema), (await readEnvelope(session)).data);
    expect(user).toEqual({ id: '1002', username: 'distributor', status: 'D', isSu: false });
  });

  it('stores only a hash of the session token', async () => {
    const token = (await login(t.app, 'customer', 'customer_123')).split('=')[1] ?? '';
    const rows = await t.db.query<{ token_hash: string }>('select token_hash from sessions where user_id = $1', ['1003']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('matches the username without regard to case or surrounding spaces', async () => {
    const response = await postJson(t.app, '/api/session', { username: ' ADMIN ', password: 'admin_123' });
    expect(response.status).toBe(200);
  });

  it('answers 422 "incorrect" with the spec text for a wrong password or an unknown user', async () => {
    for (const body of [
      { username: 'customer', password: 'wrong' },
      { username: 'nobody', password: 'customer_123' },
    ]) {
      const response = await postJson(t.app, '/api/session', body);
      expect(response.status).toBe(422);
      expect(response.headers.getSetCookie()).toEqual([]);
      const envelope = await readEnvelope(response);
      expect(envelope.data).toEqual({ success: false, oidcBaseUrl: null, error: 'incorrect' });
      expect(envelope.messages).toEqual([
        expect.objectContaining({ source: 'session', code: 'incorrect', value: 'The username or password was incorrect.' }),
      ]);
    }
  });

  it('answers 422 "disabled" for a disabled account with the right password', async () => {
    const response = await postJson(t.app, '/api/session', { username: 'disabled', password: 'disabled_123' });
    expect(response.status).toBe(422);
    const envelope = await readEnvelope(response);
    expect(v.parse(SessionResponseSchema, envelope.data).error).toBe('disabled');
    expect(envelope.messages[0]?.value).toMatch(/call the distributor services center/);
  });

  it('does not reveal a disabled account to a wrong password', async () => {
    const response = await postJson(t.app, '/api/session', { username: 'disabled', password: 'nope' });
    expect((await readEnvelope(response)).data).toMatchObject({ error: 'incorrect' });
  });

  it('answers 422 with one validatorMessage per missing field', async () => {
    const response = await postJson(t.app, '/api/session', { password: '' });
    expect(response.status).toBe(422);
    const { messages } = await readEnvelope(response);
    expect(messages).toEqual([
      { type: 'validatorMessage', source: 'username', code: 'invalid', value: 'Required' },
      { type: 'validatorMessage', source: 'password', code: 'invalid', value: 'Required' },
    ]);
  });

  it('answers 422 for malformed JSON and for a body that is not an object', async () => {
    const malformed = await t.app.request('/api/session', { method: 'POST', headers: jsonHeaders, body: '{"username": ' });
    expect(malformed.status).toBe(422);
    expect((await readEnvelope(malformed)).messages).toEqual([
      expect.objectContaining({ source: 'body', code: 'malformedJson' }),
    ]);

    const notObject = await postJson(t.app, '/api/session', 'admin');
    expect(notObject.status).toBe(422);
    expect((await readEnvelope(notObject)).messages[0]).toMatchObject({ type: 'validatorMessage', source: 'body' });
  });

  it('answers 422, not a database error, for text holding a NUL character', async () => {
    const response = await postJson(t.app, '/api/session', { username: 'adm\u0000in', password: 'x' });
    expect(response.status).toBe(422);
    expect((await readEnvelope(response)).messages).toEqual([
      expect.objectContaining({ type: 'validatorMessage', source: 'body' }),
    ]);
  });

  it('answers 415 when the body is not sent as JSON', async () => {
    const response = await t.app.request('/api/session', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ username: 'admin', password: 'admin_123' }),
    });
    expect(response.status).toBe(415);
    expect((await readEnvelope(response)).data).toBeNull();
  });
});

describe('captcha', () => {
  it('answers 422 "captcha" when the verifier refuses, even with the right password', async () => {
    const app = createApp({ db: t.db, distDir: t.distDir, captcha: fakeCaptcha((captcha) => captcha === 'human') });
    const refused = await postJson(app, '/api/session', { username: 'admin', password: 'admin_123', captcha: 'bot' });
    expect(refused.status).toBe(422);
    const envelope = await readEnvelope(refused);
    expect(envelope.data).toMatchObject({ success: false, error: 'captcha' });
    expect(envelope.messages[0]?.value).toBe('CAPTCHA validation failed.');

    const accepted = await postJson(app, '/api/session', { username: 'admin', password: 'admin_123', captcha: 'human' });
    expect(accepted.status).toBe(200);
  });
});

describe('GET and DELETE /api/session', () => {
  it('returns null without a session or with an unknown token', async () => {
    const cases: Record<string, string>[] = [{}, { Cookie: 'cmsb_session=not-a-token' }];
    for (const headers of cases) {
      const response = await t.app.request('/api/session', { headers });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: null, messages: [] });
    }
  });

  it('logs out: the cookie is cleared and the token no longer works', async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const response = await t.app.request('/api/session', { method: 'DELETE', headers: { ...sameOriginHeaders, Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/cmsb_session=;.*Max-Age=0/);
    const after = await t.app.request('/api/session', { headers: { Cookie: cookie } });
    expect((await readEnvelope(after)).data).toBeNull();
  });

  it("signs out only by a POST from the site's own pages: the nav's form posts to /logout, and no link signs out", async () => {
    const cookie = await login(t.app, 'admin', 'admin_123');
    const signedIn = async () => (await readEnvelope(await t.app.request('/api/session', { headers: { Cookie: cookie } }))).data;
    const page = await (await t.app.request('/products', { headers: { Cookie: cookie } })).text();
    expect(page).toContain(
      '<form class="demo-nav-logout" method="post" action="/logout"><button type="submit">Log out</button></form>',
    );
    expect(page).not.toContain('logout=1');

    const fromElsewhere = await t.app.request('/logout', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(fromElsewhere.status).toBe(403);
    expect(await signedIn()).toMatchObject({ username: 'admin' });

    const ours = await t.app.request('/logout', { method: 'POST', headers: { Cookie: cookie, Origin: 'http://localhost' } });
    expect(ours.status).toBe(303);
    expect(ours.headers.get('Location')).toBe('/login');
    expect(ours.headers.getSetCookie().join()).toMatch(/cmsb_session=;.*Max-Age=0/);
    expect(await signedIn()).toBeNull();
  });

  it('ends the sessions of a user who is disabled later', async () => {
    const cookie = await login(t.app, 'staff', 'staff_123');
    await t.db.query('update users set disabled = true where id = $1', ['1004']);
    try {
      const response = await t.app.request('/api/session', { headers: { Cookie: cookie } });
      expect((await readEnvelope(response)).data).toBeNull();
    } finally {
      await t.db.query('update users set disabled = false where id = $1', ['1004']);
    }
  });
});

describe("allow('signedIn')", () => {
  const guarded = () =>
    new Hono<AppEnv>()
      .use(sessionMiddleware(t.db))
      .get('/api/me', allow('signedIn'), (c) => respond(c, 200, { username: c.var.user.username }));

  it('answers 401 with an envelope without a session', async () => {
    const response = await guarded().request('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      data: null,
      messages: [expect.objectContaining({ source: 'session', code: 'unauthorized' })],
    });
  });

  it('lets a signed-in user through with the user on the context', async () => {
    const cookie = await login(t.app, 'customer', 'customer_123');
    const response = await guarded().request('/api/me', { headers: { Cookie: cookie } });
    expect(await response.json()).toEqual({ data: { username: 'customer' }, messages: [] });
  });
});
