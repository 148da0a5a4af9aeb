import * as v from 'valibot';
import { SECTION_HISTORY_LIMIT, type HomePageSection, type SectionHistory } from '#contracts/section-history.ts';
import type { Db } from '../db/database.ts';

/**
 * The history of the owners' inline edits of the home-page sections (src/contracts/section-history.ts):
 * a stack per site and section of the values changes replaced, newest on top, at most
 * SECTION_HISTORY_LIMIT. A save pushes the value it replaced (saveSection); an undo puts the top
 * one back and drops it (undoLastChange).
 */

/** How a section's value is read and stored, for its saves and undos. */
export interface SectionStore<Value> {
  section: HomePageSection;
  /** The value as the history keeps it (JSON). */
  schema: v.GenericSchema<unknown, Value>;
  /** The value the site holds now (the default before its first save) and the section's revision. */
  read: (db: Db, siteId: string) => Promise<{ value: Value; revision: number }>;
  /** The section's save: stores `value` when the section is still at `revision`; the new revision, or null when it is not. */
  write: (db: Db, siteId: string, value: Value, revision: number, userId: string) => Promise<number | null>;
}

/** A save of a section by `userId`: stored when the section is still at `revision`, with the value it replaced kept. */
export function saveSection<Value>(
  db: Db,
  store: SectionStore<Value>,
  siteId: string,
  value: Value,
  revision: number,
  userId: string,
): Promise<number | null> {
  // note: the value read is the one replaced: a change in between raises the revision, and then the write stores nothing.
  return db.transaction(async (tx) => {
    const before = await store.read(tx, siteId);
    const saved = await store.write(tx, siteId, value, revision, userId);
    if (saved !== null) await keepReplaced(tx, siteId, store.section, before.value, value, userId);
    return saved;
  });
}

export type UndoOutcome<Value> =
  | { outcome: 'conflict' }
  | { outcome: 'nothingToUndo' }
  | { outcome: 'undone'; value: Value; revision: number; restoredVersionOf: string | null; history: SectionHistory };

/**
 * Puts back the value the section's last change replaced, as a save by `userId` of `revision`
 * (the section's revision rises), and drops it from the history: nothing is kept for a redo.
 * 'conflict' when the section has been saved since `revision`, 'nothingToUndo' when no change is
 * kept; then nothing changes.
 */
export function undoLastChange<Value>(
  db: Db,
  store: SectionStore<Value>,
  siteId: string,
  revision: number,
  userId: string,
): Promise<UndoOutcome<Value>> {
  return db.transaction(async (tx): Promise<UndoOutcome<Value>> => {
    const latest = await latestReplaced(tx, siteId, store.section);
    if (!latest) return { outcome: (await store.read(tx, siteId)).revision === revision ? 'nothingToUndo' : 'conflict' };
    const value = v.parse(store.schema, latest.value);
    const saved = await store.write(tx, siteId, value, revision, userId);
    if (saved === null) return { outcome: 'conflict' };
    await dropReplaced(tx, latest.id);
    const history = await sectionHistory(tx, siteId, store.section);
    return { outcome: 'undone', value, revision: saved, restoredVersionOf: latest.valueSince, history };
  });
}

/**
 * Keeps `replaced`, the value a change by `userId` has just replaced, on top of the section's
 * history, and drops what lies beyond the limit. A change that left the value as it was keeps nothing.
 */
async function keepReplaced(
  db: Db,
  siteId: string,
  section: HomePageSection,
  replaced: unknown,
  saved: unknown,
  userId: string,
): Promise<void> {
  if (JSON.stringify(replaced) === JSON.stringify(saved)) return;
  // note: the value replaced was made by the change now on top (an undo put that one's value back
  // and dropped the change after it), or before the history began when there is none.
  await db.query(
    `insert into home_section_history (site_id, section, value, value_since, changed_by_user_id)
     select $1::text, $2::text, $3::jsonb,
       (select changed_at from home_section_history where site_id = $1::text and section = $2::text order by id desc limit 1),
       $4::text`,
    [siteId, section, JSON.stringify(replaced), userId],
  );
  await db.query(
    `delete from home_section_history where site_id = $1::text and section = $2::text and id not in
       (select id from home_section_history where site_id = $1::text and section = $2::text order by id desc limit $3::integer)`,
    [siteId, section, SECTION_HISTORY_LIMIT],
  );
}

interface ReplacedValue {
  id: string;
  value: unknown;
  /** When the value was made (ISO 8601); null when it predates the history. */
  valueSince: string | null;
}

/** The value the section's last change replaced: what an undo puts back; null when there is none. */
async function latestReplaced(db: Db, siteId: string, section: HomePageSection): Promise<ReplacedValue | null> {
  const [row] = await db.query<{ id: string | number; value: unknown; valueSince: Date | null }>(
    `select id, value, value_since as "valueSince" from home_section_history
     where site_id = $1 and section = $2 order by id desc limit 1`,
    [siteId, section],
  );
  return row ? { id: String(row.id), value: row.value, valueSince: row.valueSince?.toISOString() ?? null } : null;
}

/** Drops a value from the history once an undo has put it back. */
async function dropReplaced(db: Db, id: string): Promise<void> {
  await db.query('delete from home_section_history where id = $1::bigint', [id]);
}

/** How many changes of the section can be undone, and who made the last one, when. */
export async function sectionHistory(db: Db, siteId: string, section: HomePageSection): Promise<SectionHistory> {
  const [row] = await db.query<{ steps: number; changedAt: Date; changedBy: string | null }>(
    `select (select count(*) from home_section_history where site_id = $1 and section = $2)::integer as steps,
       h.changed_at as "changedAt", u.first_name || ' ' || u.last_name as "changedBy"
     from home_section_history h left join users u on u.id = h.changed_by_user_id
     where h.site_id = $1 and h.section = $2 order by h.id desc limit 1`,
    [siteId, section],
  );
  return row
    ? { steps: row.steps, lastChange: { changedAt: row.changedAt.toISOString(), changedBy: row.changedBy } }
    : { steps: 0, lastChange: null };
}
