import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const STANDARD_COST = { N: 16384, r: 8, p: 1 } as const;
const FAST_COST = { N: 1024, r: 8, p: 1 } as const;

/**
 * scrypt's cost: N=16384, r=8 (16 MB). The test runner sets PASSWORD_HASHING=fast
 * (vitest.config.ts), N=1024: its journeys and server tests sign in some hundreds of times, and a
 * hash took 225 ms against 18 ms (measured on the busy 2-core test machine). NODE_ENV=production
 * ignores it. Each hash records its own cost, so a hash made either way still verifies.
 */
function cost() {
  return process.env.PASSWORD_HASHING === 'fast' && process.env.NODE_ENV !== 'production' ? FAST_COST : STANDARD_COST;
}

const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = cost();
  const key = await derive(password, salt, params, keyLength);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}
