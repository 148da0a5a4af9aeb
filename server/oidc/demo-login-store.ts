import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';

/** How long a started sign-in, and then its result, is kept. */
export const RP_TTL_SECONDS = 10 * 60;

/** What the demo relying party learnt about the user: the ID token's subject and the userinfo's username. */
export interface DemoSignIn {
  issuer: string;
  sub: string;
  username: string | null;
  name: string | null;
}

/** What a started sign-in must find again on the way back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Keeps a started sign-in under the hash of its browser's cookie token, dropping expired ones. */
export async function startDemoSignIn(db: Db, token: string, pending: PendingSignIn): Promise<void> {
  await db.query('delete from oidc_demo_logins where created_at <= now() - make_interval(secs => $1)', [RP_TTL_SECONDS]);
  await db.query('insert into oidc_demo_logins (token_hash, state, nonce, code_verifier) values ($1, $2, $3, $4)', [
    hashToken(token),
    pending.state,
    pending.nonce,
    pending.codeVerifier,
  ]);
}

/** The sign-in the cookie token started, while it is unfinished and not expired. */
export async function findPendingSignIn(db: Db, token: string): Promise<PendingSignIn | null> {
  const [pending] = await db.query<PendingSignIn>(
    `select state, nonce, code_verifier as "codeVerifier" from oidc_demo_logins
     where token_hash = $1 and result is null and created_at > now() - make_interval(secs => $2)`,
    [hashToken(token), RP_TTL_SECONDS],
  );
  return pending ?? null;
}

/** Stores a finished sign-in's result, found again by `resultId` (findDemoSignIn). */
export async function finishDemoSignIn(db: Db, token: string, result: DemoSignIn, resultId: string): Promise<void> {
  await db.query('update oidc_demo_logins set result = $2::jsonb, result_id_hash = $3 where token_hash = $1', [
    hashToken(token),
    JSON.stringify(result),
    hashToken(resultId),
  ]);
}

/** The result of a finished sign-in by the id in its page's URL; null when unknown or expired. */
export async function findDemoSignIn(db: Db, resultId: string): Promise<DemoSignIn | null> {
  const [row] = await db.query<{ result: DemoSignIn }>(
    `select result from oidc_demo_logins where result_id_hash = $1 and result is not null
       and created_at > now() - make_interval(secs => $2)`,
    [hashToken(resultId), RP_TTL_SECONDS],
  );
  return row?.result ?? null;
}
