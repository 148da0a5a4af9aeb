import { openPostgres } from '../../server/db/postgres-database.ts';
import { startPostgres, type PostgresServer } from './support/postgres.ts';
import { createTestApp, postJson, type TestApp } from './support/test-app.ts';

// The reset's queries (advisory lock, row lock, timestamps) on a real PostgreSQL, where requests
// really run at the same time on separate connections.
let postgres: PostgresServer;
let t: TestApp;
beforeAll(async () => {
  postgres = await startPostgres();
  t = await createTestApp(await openPostgres(postgres.url));
}, 60_000);
afterAll(async () => {
  await t.close();
  await postgres.stop();
});

async function latestLink() {
  const [mail] = await t.db.query<{ text: string }>('select body_text as text from mail_outbox order by id desc limit 1');
  const [, , userId = '', token = ''] = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/').pathname.split('/');
  return { userId, token };
}

describe('password reset on PostgreSQL', () => {
  it('mails at most three links an hour however many requests arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postJson(t.app, '/api/v2/password-reset/reset-email', { identityString: 'riley' })),
    );
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await t.afterAnswer.settled();
    const [count] = await t.db.query<{ n: number }>(
      "select count(*)::integer as n from mail_outbox where to_address = 'riley@example.com'",
    );
    expect(count?.n).toBe(3);
  });

  it('lets a link set the password exactly once, even when used twice at the same moment', async () => {
    await postJson(t.app, '/api/v2/password-reset/reset-email', { identityString: 'jordan' });
    await t.afterAnswer.settled();
    const { userId, token } = await latestLink();
    expect(userId).toBe('1006');
    const answers = await Promise.all(
      ['first_try_1', 'second_try_2'].map((password) =>
        postJson(t.app, '/api/v2/password-reset/new-password', { userId, token, password }),
      ),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 422]);
    const winner = answers[0]?.status === 200 ? 'first_try_1' : 'second_try_2';
    expect((await postJson(t.app, '/api/session', { username: 'jordan', password: winner })).status).toBe(200);
  });
});
