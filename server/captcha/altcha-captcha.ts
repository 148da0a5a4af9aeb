import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/hono';
import type { Db } from '../db/database.ts';
import { spendSolution } from './captcha-solution-store.ts';

/** Decides whether a form's captcha answer is acceptable. */
export type CaptchaVerifier = (captcha: string | undefined) => boolean | Promise<boolean>;

/** The server half of the page's captcha: challenges for the widget and checks of its answers. */
export interface Captcha {
  /** A new signed proof-of-work challenge (GET /api/captcha/challenge). */
  newChallenge(): Promise<Challenge>;
  verify: CaptchaVerifier;
}

export interface AltchaOptions {
  /** Signs challenges; random per process unless given, so nothing secret lives in the repo. */
  secret?: string;
  /** The proof of work: a solver tries up to this many SHA-256 hashes (half of it at least). */
  maxCounter?: number;
  /** How long a challenge may be solved and sent, in seconds. */
  ttlSeconds?: number;
}

const ALGORITHM = 'SHA-256';
/** About half a second of hashing in a browser's worker on a slow phone; a bot pays it per form. */
const DEFAULT_MAX_COUNTER = 20_000;
const DEFAULT_TTL_SECONDS = 10 * 60;

/** Valid base64 of the widget's JSON answer, {challenge, solution}; anything else is no answer. */
function parsePayload(captcha: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as unknown;
    if (typeof payload !== 'object' || payload === null || !('challenge' in payload) || !('solution' in payload)) return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/**
 * ALTCHA, self-hosted: challenges are signed here and solved in the visitor's browser, no outside
 * service is called. A solution counts once: its challenge's nonce is recorded until it expires.
 */
export function altchaCaptcha(db: Db, options: AltchaOptions = {}): Captcha {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const keySecret = deriveHmacKeySecret(secret);
  const maxCounter = options.maxCounter ?? DEFAULT_MAX_COUNTER;
  const ttlSeconds = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;

  return {
    async newChallenge() {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(maxCounter, Math.floor(maxCounter / 2)),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: await keySecret,
      });
    },
    async verify(captcha) {
      const payload = captcha ? parsePayload(captcha) : null;
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: await keySecret,
      }).catch(() => null);
      if (!result?.verified) return false;
      const expiresAt = payload.challenge.parameters.expiresAt ?? Math.floor(Date.now() / 1000) + ttlSeconds;
      return spendSolution(db, payload.challenge.parameters.nonce, expiresAt);
    },
  };
}
