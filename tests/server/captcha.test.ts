import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { altchaCaptcha, type Captcha } from '../../server/captcha/altcha-captcha.ts';
import { createTestApp, postJson, type TestApp } from './support/test-app.ts';

let t: TestApp;
let captcha: Captcha;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  captcha = altchaCaptcha(t.db, { maxCounter: 200 });
  app = createApp({ db: t.db, distDir: t.distDir, captcha });
});
afterAll(() => t.close());

/** What the widget sends once it has solved the challenge. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function freshChallenge(): Promise<Challenge> {
  const response = await app.request('/api/captcha/challenge');
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  return (await response.json()) as Challenge;
}

describe('the self-hosted captcha', () => {
  it('serves signed SHA-256 challenges that expire', async () => {
    const challenge = await freshChallenge();
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('accepts a solution once: the same answer sent again is refused', async () => {
    const answer = await solve(await freshChallenge());
    expect(await captcha.verify(answer)).toBe(true);
    expect(await captcha.verify(answer)).toBe(false);
  });

  it('refuses no answer, garbage, and a solution to a challenge it did not sign', async () => {
    expect(await captcha.verify(undefined)).toBe(false);
    expect(await captcha.verify('not base64 json')).toBe(false);
    const other = altchaCaptcha(t.db, { maxCounter: 200, secret: 'another server' });
    expect(await captcha.verify(await solve(await other.newChallenge()))).toBe(false);
  });

  it('refuses a solution whose key was not worked out', async () => {
    const challenge = await freshChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const forged = Buffer.from(JSON.stringify({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }));
    expect(await captcha.verify(forged.toString('base64'))).toBe(false);
  });

  it('guards the login: without a solved captcha the right password gets 422 "captcha"', async () => {
    const without = await postJson(app, '/api/session', { username: 'staff', password: 'staff_123' });
    expect(without.status).toBe(422);
    expect(await without.json()).toMatchObject({ data: { error: 'captcha' } });
    const solved = await solve(await freshChallenge());
    const withIt = await postJson(app, '/api/session', { username: 'staff', password: 'staff_123', captcha: solved });
    expect(withIt.status).toBe(200);
  });

  it('tells the pages to show it, with the challenge URL', async () => {
    const page = await (await app.request('/')).text();
    expect(page).toContain('"captcha":{"enabled":true,"challengeUrl":"api/captcha/challenge"}');
    const plain = createApp({ db: t.db, distDir: t.distDir });
    expect((await plain.request('/api/captcha/challenge')).status).toBe(404);
    expect(await (await plain.request('/')).text()).toContain('"captcha":{"enabled":false');
  });
});
