import { hashPassword, verifyPassword } from '../../server/auth/password.ts';

const costOf = (hash: string) => hash.split('$').slice(1, 4).map(Number);

describe('password hashing', () => {
  it('hashes with the standard scrypt cost unless told to be fast, and never fast in production', async () => {
    vi.stubEnv('PASSWORD_HASHING', 'fast');
    vi.stubEnv('NODE_ENV', 'test');
    expect(costOf(await hashPassword('Sesame_123'))).toEqual([1024, 8, 1]);
    vi.stubEnv('NODE_ENV', 'production');
    expect(costOf(await hashPassword('Sesame_123'))).toEqual([16384, 8, 1]);
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('PASSWORD_HASHING', '');
    expect(costOf(await hashPassword('Sesame_123'))).toEqual([16384, 8, 1]);
  });

  it('verifies a hash made at either cost by the cost it records', async () => {
    vi.stubEnv('PASSWORD_HASHING', 'fast');
    vi.stubEnv('NODE_ENV', 'test');
    const fast = await hashPassword('Sesame_123');
    vi.stubEnv('PASSWORD_HASHING', '');
    const standard = await hashPassword('Sesame_123');
    for (const hash of [fast, standard]) {
      expect(await verifyPassword('Sesame_123', hash)).toBe(true);
      expect(await verifyPassword('Sesame_124', hash)).toBe(false);
    }
  });
});
