import { setTimeout as sleep } from 'node:timers/promises';
import { lockUntilCommit } from '../db/advisory-lock.ts';
import type { Db } from '../db/database.ts';
import {
  clearFailures,
  countFailure,
  failuresSince,
  pruneFailures,
  throttleKeys,
  type ThrottleKeys,
} from './login-throttle-store.ts';

/** Milliseconds since the epoch; injectable so tests can move past the window without waiting. */
export type Clock = () => number;

/** Waits out the growing delay; injectable so tests record it instead of sleeping. */
export type Pause = (ms: number) => Promise<unknown>;

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** An account's failures in the window after which its logins need a solved captcha and wait. */
export const ACCOUNT_FAILURES_BEFORE_CAPTCHA = 5;
/** The wait: 1 s once the account has 5 failures, doubling with each more, at most this. */
export const MAX_LOGIN_DELAY_MS = 8000;
/**
 * Failures in the window after which a key answers 429: that address (per username, or any) to a
 * login without a solved captcha, and that session. The account itself never refuses: its
 * rightful owner may be elsewhere, and behind a proxy everyone shares one address, so a solved
 * captcha passes an address's ceiling too, after the longest wait.
 */
export const FAILURE_CEILINGS = { pair: 10, address: 100, session: 5 } as const;

export interface AttemptRequest {
  username: string;
  /** The client address key (clientAddress). */
  address: string;
  /**
   * The session hash of a signed-in person proving their password again (switching back,
   * changing it): bounded per session instead of by the captcha, which such forms do not show.
   * Outsiders cannot use the owner's session, so they cannot make its checks refuse.
   */
  session?: string;
  /** The request carried a captcha the route has already verified. */
  captchaSolved?: boolean;
}

/** An attempt let through, after its delay. Its failure is already counted; a success takes it back. */
export interface AllowedAttempt {
  refused: false;
  /** Clears the account's, the pair's and the session's failures and takes this attempt's back. */
  succeeded(): Promise<void>;
}

/** A ceiling of this address or session: seconds until enough failures have left the window. */
export interface TooManyFailures {
  refused: 'tooMany';
  retryAfterSeconds: number;
}

/** The account needs a solved captcha and this login has none: nothing was checked or counted. */
export interface CaptchaNeeded {
  refused: 'captcha';
}

/** An attempt counted as a failure, before its delay. */
interface Counted {
  refused: false;
  keys: ThrottleKeys;
  addressFailure: number | undefined;
  delayMs: number;
}

/** The delay of an attempt on an account with `failures` in the window. */
const loginDelayMs = (failures: number) =>
  failures < ACCOUNT_FAILURES_BEFORE_CAPTCHA
    ? 0
    : Math.min(1000 * 2 ** (failures - ACCOUNT_FAILURES_BEFORE_CAPTCHA), MAX_LOGIN_DELAY_MS);

export interface LoginThrottleOptions {
  now?: Clock | undefined;
  pause?: Pause | undefined;
  /** Whether the server has a captcha; without one an account's extra failures only wait. */
  captchaEnabled?: boolean;
}

/**
 * Failed password checks, counted per account (unknown usernames too, so answers never tell which
 * exist), per address and username pair, per address and per session. An account with
 * ACCOUNT_FAILURES_BEFORE_CAPTCHA failures asks for a solved captcha and a growing delay but never
 * refuses a right password; only the ceilings of one address or session answer 429.
 */
export function loginThrottle(db: Db, { now = Date.now, pause = sleep, captchaEnabled = false }: LoginThrottleOptions = {}) {
  /**
   * Checks the keys and, when none refuses, counts the attempt as a failure before the password
   * is checked (concurrent guesses cannot all pass before any is counted), then waits its delay.
   */
  function begin(request: AttemptRequest & { session: string }): Promise<AllowedAttempt | TooManyFailures>;
  function begin(request: AttemptRequest): Promise<AllowedAttempt | TooManyFailures | CaptchaNeeded>;
  async function begin(request: AttemptRequest): Promise<AllowedAttempt | TooManyFailures | CaptchaNeeded> {
    const at = now();
    const since = new Date(at - LOGIN_FAILURE_WINDOW_MS).toISOString();
    const decided = await db.transaction<Counted | TooManyFailures | CaptchaNeeded>(async (tx) => {
      const keys = await throttleKeys(tx, request.username, request.address, request.session ?? null);
      const all = [keys.account, keys.pair, keys.address, keys.session].filter((key) => key !== null).sort();
      // note: attempts on the same keys wait for each other until this one is counted.
      await lockUntilCommit(tx, all);
      const rows = await failuresSince(tx, all, since);
      const failedAt = (key: string | null) => rows.filter((r) => r.key === key).map((r) => r.failedAt.getTime());
      // A session's checks face its own ceiling only: outsiders, sharing its address or not, cannot reach it.
      const ceilings =
        keys.session === null
          ? ([
              [keys.pair, FAILURE_CEILINGS.pair],
              [keys.address, FAILURE_CEILINGS.address],
            ] as const)
          : ([[keys.session, FAILURE_CEILINGS.session]] as const);
      // A key at its ceiling opens again when its ceiling-th newest failure leaves the window.
      const reopenAt = ceilings.map(([key, ceiling]) => failedAt(key)[ceiling - 1]).filter((time) => time !== undefined);
      const atCeiling = reopenAt.length > 0;
      if (atCeiling && !request.captchaSolved) {
        const seconds = Math.ceil((Math.max(...reopenAt) + LOGIN_FAILURE_WINDOW_MS - at) / 1000);
        return { refused: 'tooMany', retryAfterSeconds: Math.max(1, seconds) };
      }
      const accountFailures = failedAt(keys.account).length;
      // A session's own ceiling bounds its checks; asking its forms for a captcha would add nothing.
      const delayMs = keys.session !== null ? 0 : atCeiling ? MAX_LOGIN_DELAY_MS : loginDelayMs(accountFailures);
      if (delayMs > 0 && captchaEnabled && !request.captchaSolved) return { refused: 'captcha' };

      const counted = await countFailure(tx, all, new Date(at).toISOString());
      await pruneFailures(tx, since);
      return { refused: false, keys, addressFailure: counted.find((r) => r.key === keys.address)?.id, delayMs };
    });
    if (decided.refused) return decided;
    // After the commit: a waiting attempt holds no lock and no connection.
    if (decided.delayMs > 0) await pause(decided.delayMs);
    const { keys, addressFailure } = decided;
    return {
      refused: false,
      succeeded: async () => {
        // The address keeps its other failures: one right password must not reopen spraying there.
        await clearFailures(
          db,
          [keys.account, keys.pair, keys.session].filter((key) => key !== null),
          addressFailure,
        );
      },
    };
  }

  return { begin };
}

/** The login throttle of one database, as routes that check passwords share it. */
export type LoginThrottle = ReturnType<typeof loginThrottle>;
