import type { Db } from './database.ts';

/**
 * Inserts `rows` (objects keyed by column name) into `table` in one statement, read from a JSON
 * array: many rows cost one round trip. `columns` gives each column's SQL type; `suffix` may add
 * an `on conflict` clause.
 */
export async function insertJsonRows(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
  suffix = '',
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const record = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await db.query(
    `insert into ${table} (${names.join(', ')})
     select ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as x(${record}) ${suffix}`,
    [JSON.stringify(rows)],
  );
}

/**
 * The `on conflict` clause of a seed's upsert: a row whose `key` exists already takes every other
 * column of `columns` from the seed, so a persisted demo database follows changes to the seed.
 */
export function upsertOn(key: readonly string[], columns: Record<string, string>): string {
  const others = Object.keys(columns).filter((name) => !key.includes(name));
  return `on conflict (${key.join(', ')}) do update set ${others.map((name) => `${name} = excluded.${name}`).join(', ')}`;
}
