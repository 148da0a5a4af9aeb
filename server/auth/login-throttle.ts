import type { Db } from '../db/database.ts';

/** Milliseconds since the epoch; injectable so tests can move past the window without waiting. */
export type Clock = () => number;

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** An attempt let through. Its failure is already counted; a login that succeeds takes it back. */
export interface AllowedAttempt {
  locked: false;
  /** Clears the account's failures (not the address's) and takes this attempt's back. */
  succeeded(): Promise<void>;
}

export interface LockedAttempt {
  locked: true;
  /** Seconds until enough counted failures have left the window to let an attempt through. */
  retryAfterSeconds: number;
}

interface Keys {
  account: string;
  address: string;
}

// note: lower() is the one the user lookup uses (findUserByUsername), so every spelling that can
// reach an account shares its count; JavaScript's toLowerCase folds some letters differently (İ).
const keysSql = `select encode(sha256(convert_to('account:' || lower($1::text), 'UTF8')), 'hex') as account,
  encode(sha256(convert_to('address:' || $2::text, 'UTF8')), 'hex') as address`;

/** When a key with these failures (newest first) lets an attempt through again; null when it does now. */
function unlockTime(failedAt: number[]): number | null {
  const fifthNewest = failedAt[MAX_LOGIN_FAILURES - 1];
  return fifthNewest === undefined ? null : fifthNewest + LOGIN_FAILURE_WINDOW_MS;
}

/**
 * At most MAX_LOGIN_FAILURES failed logins per LOGIN_FAILURE_WINDOW_MS per account and per
 * client address. An unknown username is counted like an account, so the answers never tell
 * which usernames exist.
 */
export function loginThrottle(db: Db, now: Clock = Date.now) {
  /**
   * Checks both keys and, when neither is locked, counts the attempt as a failure before the
   * password is checked: concurrent guesses cannot all pass the check before any is counted.
   */
  async function begin(username: string, address: string): Promise<AllowedAttempt | LockedAttempt> {
    const at = now();
    const since = new Date(at - LOGIN_FAILURE_WINDOW_MS).toISOString();
    return db.transaction<AllowedAttempt | LockedAttempt>(async (tx) => {
      const [keys] = await tx.query<Keys>(keysSql, [username, address]);
      if (!keys) throw new Error('No login throttle keys');
      const both = [keys.account, keys.address].sort();
      // Serialises attempts on the same key across connections and processes until commit; the
      // same order everywhere, so two attempts never wait on each other's second lock.
      for (const key of both) await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);

      const rows = await tx.query<{ key: string; failedAt: Date }>(
        `select key, failed_at as "failedAt" from login_failures
         where key = any($1::text[]) and failed_at > $2::timestamptz order by failed_at desc`,
        [both, since],
      );
      const unlockAt = both
        .map((key) => unlockTime(rows.filter((row) => row.key === key).map((row) => row.failedAt.getTime())))
        .filter((time) => time !== null);
      if (unlockAt.length > 0) {
        return { locked: true, retryAfterSeconds: Math.max(1, Math.ceil((Math.max(...unlockAt) - at) / 1000)) };
      }

      const counted = await tx.query<{ id: number; key: string }>(
        'insert into login_failures (key, failed_at) values ($1, $3::timestamptz), ($2, $3::timestamptz) returning id, key',
        [keys.account, keys.address, new Date(at).toISOString()],
      );
      const addressFailure = counted.find((row) => row.key === keys.address)?.id;
      // Failures that left the window, a batch at a time; SKIP LOCKED never waits on another pruner.
      await tx.query(
        `delete from login_failures where id in
           (select id from login_failures where failed_at <= $1::timestamptz limit 100 for update skip locked)`,
        [since],
      );
      return {
        locked: false,
        succeeded: async () => {
          // The address keeps its other failures: one right password must not reopen guessing there.
          await db.query('delete from login_failures where key = $1 or id = $2', [keys.account, addressFailure]);
        },
      };
    });
  }

  return { begin };
}

/** The login throttle of one database, as routes that check passwords share it. */
export type LoginThrottle = ReturnType<typeof loginThrottle>;
