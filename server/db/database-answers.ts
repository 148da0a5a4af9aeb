import type { Db } from './database.ts';

/** A database that takes longer than this to answer `select 1` is as good as down to a load balancer. */
const READINESS_QUERY_TIMEOUT_MS = 2000;

/** Resolves when the database answers a trivial query; rejects when it fails or is slower than the timeout. */
export async function databaseAnswers(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READINESS_QUERY_TIMEOUT_MS} ms`)), READINESS_QUERY_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.query('select 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
