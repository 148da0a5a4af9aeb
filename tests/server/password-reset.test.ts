// @vitest-environment jsdom
// jsdom supplies DOMParser to read the outbox page; the app itself runs as on Node.
import * as v from 'valibot';
import { createApp, type App } from '../../server/app.ts';
import { MAX_RESET_MAILS_PER_HOUR } from '../../server/auth/password-reset.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import type { Envelope } from '../../server/http/envelope.ts';
import { NewPasswordResponseSchema, RESET_LINK_TTL_MS, ResetEmailResponseSchema } from '#contracts/password-reset.ts';
import { readAnswer } from './support/answers.ts';
import { createTestApp, fakeCaptcha, login, postJson, recordQueries, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('delete from password_reset_tokens');
  await t.db.query('delete from mail_outbox');
});

const readEnvelope = async (response: Response) => (await response.json()) as Envelope<unknown>;
/** The answer to a reset request, once the lookup and mail it starts after answering have run. */
async function requestReset(identityString: unknown, app: App = t.app) {
  const response = await postJson(app, '/api/v2/password-reset/reset-email', { identityString });
  await t.afterAnswer.settled();
  return response;
}
const setPassword = (body: unknown) => postJson(t.app, '/api/v2/password-reset/new-password', body);

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const outbox = () => t.db.query<Mail>('select to_address as "to", subject, body_text as text from mail_outbox order by id desc');

/** The reset link of the newest mail, split into its parts. */
async function latestLink() {
  const [mail] = await outbox();
  const href = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  if (!href) throw new Error('no reset mail in the outbox');
  const url = new URL(href);
  const [, page, userId = '', token = '', expiration = ''] = url.pathname.split('/');
  expect(page).toBe('set-new-password');
  return { url, userId, token, expirationTimestamp: Number(expiration) };
}

async function canLogIn(username: string, password: string) {
  const response = await postJson(t.app, '/api/session', { username, password });
  return response.status === 200;
}

describe('POST /api/v2/password-reset/reset-email', () => {
  it('answers an unknown identity exactly like a known one, and mails only the known account', async () => {
    const unknown = await requestReset('nobody-here');
    const unknownBody = await readEnvelope(unknown);
    expect(await outbox()).toEqual([]);

    const known = await requestReset('jordan');
    const knownBody = await readEnvelope(known);
    expect([unknown.status, known.status]).toEqual([200, 200]);
    expect(unknownBody).toEqual(knownBody);
    expect(v.parse(ResetEmailResponseSchema, knownBody.data)).toEqual({ success: true });

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'jordan@example.com', subject: 'Reset your password' });
  });

  it('answers before looking the identity up: a known and an unknown one run the same queries until the answer', async () => {
    const { db, queries } = recordQueries(t.db);
    const held: (() => Promise<void>)[] = [];
    const afterAnswer = {
      run: (_what: string, task: () => Promise<void>) => void held.push(task),
      settled: () => Promise.resolve(),
    };
    const app = createApp({ db, distDir: t.distDir, afterAnswer });
    const answerTo = async (identity: string) => {
      queries.length = 0;
      const answer = await readAnswer(await requestReset(identity, app));
      return { answer, queries: [...queries] };
    };
    expect(await answerTo('jordan')).toEqual(await answerTo('nobody-here'));
    expect(await outbox()).toEqual([]);

    expect(held).toHaveLength(2);
    for (const task of held) await task();
    expect((await outbox()).map((mail) => mail.to)).toEqual(['jordan@example.com']);
  });

  it('finds the account by email address too, whatever the case', async () => {
    const response = await requestReset(' Jordan@Example.COM ');
    expect(response.status).toBe(200);
    expect((await outbox()).map((mail) => mail.to)).toEqual(['jordan@example.com']);
  });

  it("mails an absolute link on the site's origin that expires in one hour (milliseconds in the path)", async () => {
    const before = Date.now();
    await requestReset('jordan');
    const { url, userId, expirationTimestamp } = await latestLink();
    // The origin comes from the server's configuration (server/http/site-origins.ts): see site-origins.test.ts.
    expect(url.origin).toBe('http://localhost');
    expect(userId).toBe('1006');
    expect(expirationTimestamp).toBeGreaterThanOrEqual(before + RESET_LINK_TTL_MS);
    expect(expirationTimestamp).toBeLessThanOrEqual(Date.now() + RESET_LINK_TTL_MS);
  });

  it('stores only a hash of the token, with the user and the expiry the link names', async () => {
    await requestReset('jordan');
    const { token, expirationTimestamp } = await latestLink();
    const rows = await t.db.query<{ token_hash: string; user_id: string; expires_at: Date; used_at: Date | null }>(
      'select token_hash, user_id, expires_at, used_at from password_reset_tokens',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.user_id).toBe('1006');
    expect(rows[0]?.expires_at.getTime()).toBe(expirationTimestamp);
    expect(rows[0]?.used_at).toBeNull();
  });

  it('mails nothing to a disabled account, and answers as for any other', async () => {
    const response = await requestReset('disabled');
    expect(response.status).toBe(200);
    expect((await readEnvelope(response)).data).toEqual({ success: true });
    expect(await outbox()).toEqual([]);
  });

  it(`mails an account at most ${MAX_RESET_MAILS_PER_HOUR} times an hour, answering every request alike`, async () => {
    for (let i = 0; i <= MAX_RESET_MAILS_PER_HOUR; i++) expect((await requestReset('jordan')).status).toBe(200);
    expect(await outbox()).toHaveLength(MAX_RESET_MAILS_PER_HOUR);
  });

  it('refuses an empty identity at its field, and one that cannot be a username or email address as cannot-reset', async () => {
    const empty = await requestReset('   ');
    expect(empty.status).toBe(422);
    expect((await readEnvelope(empty)).messages).toEqual([
      expect.objectContaining({ source: 'identityString', value: 'Required' }),
    ]);

    const odd = await requestReset('jordan smith');
    expect(odd.status).toBe(422);
    const body = await readEnvelope(odd);
    expect(body.data).toEqual({ success: false, error: 'cannotReset' });
    expect(body.messages[0]?.value).toMatch(/^Your password cannot be reset with the information you provided\./);
    expect(await outbox()).toEqual([]);
  });

  it('refuses a failed captcha with 422 and the captcha error, before looking anything up', async () => {
    const seen: (string | undefined)[] = [];
    const app = createApp({
      db: t.db,
      distDir: t.distDir,
      afterAnswer: t.afterAnswer,
      captcha: fakeCaptcha((captcha) => {
        seen.push(captcha);
        return captcha === 'solved';
      }),
    });
    const refused = await postJson(app, '/api/v2/password-reset/reset-email', { identityString: 'jordan', captcha: 'wrong' });
    await t.afterAnswer.settled();
    expect(refused.status).toBe(422);
    const body = await readEnvelope(refused);
    expect(body.data).toEqual({ success: false, error: 'captcha' });
    expect(body.messages).toEqual([expect.objectContaining({ code: 'captcha', value: 'CAPTCHA validation failed.' })]);
    expect(await outbox()).toEqual([]);

    const passed = await postJson(app, '/api/v2/password-reset/reset-email', { identityString: 'jordan', captcha: 'solved' });
    await t.afterAnswer.settled();
    expect(passed.status).toBe(200);
    expect(seen).toEqual(['wrong', 'solved']);
    expect(await outbox()).toHaveLength(1);
  });
});

describe('POST /api/v2/password-reset/new-password', () => {
  const cannotSet = 'Your password could not be reset. Please call us if you need additional assistance.';

  async function expectRefusedLink(body: unknown) {
    const response = await setPassword(body);
    expect(response.status).toBe(422);
    const envelope = await readEnvelope(response);
    expect(v.parse(NewPasswordResponseSchema, envelope.data)).toEqual({ success: false, error: 'invalidToken' });
    expect(envelope.messages).toEqual([expect.objectContaining({ code: 'invalidToken', value: cannotSet })]);
  }

  it('sets the new password once: the same link fails the second time', async () => {
    await requestReset('riley');
    const { userId, token } = await latestLink();
    const response = await setPassword({ userId, token, password: 'riley_new_1' });
    expect(response.status).toBe(200);
    expect((await readEnvelope(response)).data).toEqual({ success: true });
    expect(await canLogIn('riley', 'riley_new_1')).toBe(true);
    expect(await canLogIn('riley', 'riley_123')).toBe(false);

    await expectRefusedLink({ userId, token, password: 'riley_again_2' });
    expect(await canLogIn('riley', 'riley_new_1')).toBe(true);
    // Back to the seeded password for the tests after this one.
    await requestReset('riley');
    const again = await latestLink();
    expect((await setPassword({ userId, token: again.token, password: 'riley_123' })).status).toBe(200);
  });

  it('ends the sessions the user had before the reset', async () => {
    const cookie = await login(t.app, 'customer', 'customer_123');
    await requestReset('customer');
    const { userId, token } = await latestLink();
    expect((await setPassword({ userId, token, password: 'customer_123' })).status).toBe(200);
    const session = await t.app.request('/api/session', { headers: { Cookie: cookie } });
    expect((await readEnvelope(session)).data).toBeNull();
  });

  it('refuses an expired link', async () => {
    await requestReset('jordan');
    const { userId, token } = await latestLink();
    await t.db.query(`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    await expectRefusedLink({ userId, token, password: 'jordan_new_1' });
    expect(await canLogIn('jordan', 'jordan_123')).toBe(true);
  });

  it("refuses a token with another user's id, and an unknown token", async () => {
    await requestReset('jordan');
    const { token } = await latestLink();
    await expectRefusedLink({ userId: '1003', token, password: 'taken_over_1' });
    await expectRefusedLink({ userId: '1006', token: 'not-a-token-we-issued', password: 'taken_over_1' });
    expect(await canLogIn('customer', 'customer_123')).toBe(true);
    expect(await canLogIn('jordan', 'jordan_123')).toBe(true);
  });

  it('refuses a password outside letters, digits and underscore at its field, and the link still works', async () => {
    await requestReset('jordan');
    const { userId, token } = await latestLink();
    for (const password of ['has space', 'dash-ed', '', 'ümlaut']) {
      const response = await setPassword({ userId, token, password });
      expect(response.status).toBe(422);
      const body = await readEnvelope(response);
      expect(body.data).toBeNull();
      expect(body.messages).toEqual([
        expect.objectContaining({
          type: 'validatorMessage',
          source: 'password',
          value: 'Use only letters, numbers and underscores.',
        }),
      ]);
    }
    const [row] = await t.db.query<{ used_at: Date | null }>('select used_at from password_reset_tokens');
    expect(row?.used_at).toBeNull();
    expect(await canLogIn('jordan', 'jordan_123')).toBe(true);
  });
});

describe('/dev/outbox', () => {
  it('lists the mails newest first with recipient, subject, time and a clickable reset link', async () => {
    await requestReset('riley');
    await requestReset('jordan');
    const { url } = await latestLink();
    const admin = await login(t.app, 'admin', 'admin_123');
    const response = await t.app.request('/dev/outbox', { headers: { Cookie: admin } });
    expect(response.status).toBe(200);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const mails = [...doc.querySelectorAll('main article')];
    expect(mails.map((mail) => mail.querySelector('dd')?.textContent)).toEqual(['jordan@example.com', 'riley@example.com']);
    expect(mails[0]?.querySelector('h2')?.textContent).toBe('Reset your password');
    expect(mails[0]?.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(mails[0]?.querySelector('a')?.getAttribute('href')).toBe(url.href);
  });

  it('is for administrators only: a visitor is sent to log in, a customer refused', async () => {
    await requestReset('jordan');
    const visitor = await t.app.request('/dev/outbox');
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('Location')).toBe('/login?redirect=%2Fdev%2Foutbox');
    const customer = await login(t.app, 'customer', 'customer_123');
    const refused = await t.app.request('/dev/outbox', { headers: { Cookie: customer } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('set-new-password');
  });

  it('is not served outside development mode, even to administrators', async () => {
    const production = createApp({ db: t.db, distDir: t.distDir });
    const admin = await login(production, 'admin', 'admin_123');
    expect((await production.request('/dev/outbox', { headers: { Cookie: admin } })).status).toBe(404);
  });
});
