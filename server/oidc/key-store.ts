import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JWKS } from 'oidc-provider';
import type { Db } from '../db/database.ts';

export interface ProviderSecrets {
  jwks: JWKS;
  cookieKeys: string[];
}

const readSecret = async <T>(db: Db, name: string) =>
  (await db.query<{ value: T }>('select value from oidc_keys where name = $1', [name]))[0]?.value;

/**
 * Reads the secret `name`, first storing `make()` when there is none (only then is it made: an
 * RSA key takes a while); concurrent first uses agree on one.
 */
async function stored<T>(db: Db, name: string, make: () => T): Promise<T> {
  const existing = await readSecret<T>(db, name);
  if (existing !== undefined) return existing;
  await db.query('insert into oidc_keys (name, value) values ($1, $2::jsonb) on conflict (name) do nothing', [
    name,
    JSON.stringify(make()),
  ]);
  const value = await readSecret<T>(db, name);
  if (value === undefined) throw new Error(`No OIDC secret "${name}"`);
  return value;
}

function newSigningKeys(): JWKS {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: randomUUID(), use: 'sig', alg: 'RS256' }] };
}

/** The provider's signing keys and cookie keys, made on first use and kept in the database (never in the repository). */
export async function providerSecrets(db: Db): Promise<ProviderSecrets> {
  const [jwks, cookieKeys] = await Promise.all([
    stored(db, 'jwks', newSigningKeys),
    stored(db, 'cookie-keys', () => [randomBytes(32).toString('base64url')]),
  ]);
  return { jwks, cookieKeys };
}
