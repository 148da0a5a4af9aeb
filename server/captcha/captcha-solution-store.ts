import type { Db } from '../db/database.ts';

/**
 * Records a solved challenge until it expires (`expiresAt`, seconds since the epoch): true the first
 * time, false when it was spent before. Expired records are dropped on the way.
 */
export async function spendSolution(db: Db, challengeId: string, expiresAt: number): Promise<boolean> {
  await db.query('delete from captcha_solutions where expires_at <= now()');
  const spent = await db.query(
    `insert into captcha_solutions (challenge_id, expires_at) values ($1, to_timestamp($2))
     on conflict (challenge_id) do nothing returning challenge_id`,
    [challengeId, expiresAt],
  );
  return spent.length === 1;
}
