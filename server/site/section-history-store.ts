import * as v from 'valibot';
import { SECTION_HISTORY_LIMIT, type ChangedBy, type HomePageSection, type SectionHistory } from '#contracts/section-history.ts';
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

/** Who saves: the session's user (`userId`, the save's author) and the real person behind it (`changerId`, the history's changer). */
export interface Saver {
  userId: string;
  changerId: string;
}

/** A save of a section by `saver`: stored when the section is still at `revision`, with the value it replaced kept. */
export function saveSection<Value>(
  db: Db,
  store: SectionStore<Value>,
  siteId: string,
  value: Value,
  revision: number,
  { userId, changerId }: Saver,
): Promise<number | null> {
  // note: the value read is the one replaced: a change in between raises the revision, and then the write stores nothing.
  return db.transaction(async (tx) => {
    const before = await store.read(tx, siteId);
    const saved = await store.write(tx, siteId, value, revision, userId);
    if (saved !== null) await keepReplaced(tx, siteId, store.section, before.value, value, changerId);
    return saved;
  });
}

export type UndoOutcome<Value> =
  | { outcome: 'conflict' }
  | { outcome: 'nothingToUndo' }
  | { outcome: 'undone'; value: Value; revision: number; restoredVersionOf: string | null; history: SectionHistory };

/**
 * Puts back the value the section's last change replaced, as a save by `saver` of `revision`
 * (the section's revision rises), and drops it from the history: nothing is kept for a redo.
 * 'conflict' when the section has been saved since `revision`, 'nothingToUndo' when no change is
 * kept; then nothing changes but the drop of kept values that no longer fit the section's schema,
 * which an undo passes over.
 */
export function undoLastChange<Value>(
  db: Db,
  store: SectionStore<Value>,
  siteId: string,
  revision: number,
  { userId, changerId }: Saver,
): Promise<UndoOutcome<Value>> {
  return db.transaction(async (tx): Promise<UndoOutcome<Value>> => {
    const latest = await latestFitting(tx, store, siteId);
    if (!latest) return { outcome: (await store.read(tx, siteId)).revision === revision ? 'nothingToUndo' : 'conflict' };
    const { value } = latest;
    const saved = await store.write(tx, siteId, value, revision, userId);
    if (saved === null) return { outcome: 'conflict' };
    await dropReplaced(tx, latest.id);
    const history = await sectionHistory(tx, siteId, store.section, changerId);
    return { outcome: 'undone', value, revision: saved, restoredVersionOf: latest.valueSince, history };
  });
}

/**
 * Keeps `replaced`, the value a change by `userId` (the real person) has just replaced, on top of the section's
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

/**
 * The value the section's last change replaced, as its schema reads it; null when there is none.
 * A value kept that no longer fits the schema cannot be put back: it is dropped, and the one before taken.
 */
async function latestFitting<Value>(
  db: Db,
  store: SectionStore<Value>,
  siteId: string,
): Promise<(ReplacedValue & { value: Value }) | null> {
  for (
    let latest = await latestReplaced(db, siteId, store.section);
    latest;
    latest = await latestReplaced(db, siteId, store.section)
  ) {
    const kept = v.safeParse(store.schema, latest.value);
    if (kept.success) return { ...latest, value: kept.output };
    await dropReplaced(db, latest.id);
  }
  return null;
}

/** Drops a value from the history once an undo has put it back, or when it no longer fits the section's schema. */
async function dropReplaced(db: Db, id: string): Promise<void> {
  await db.query('delete from home_section_history where id = $1::bigint', [id]);
}

interface LastChangeRow {
  steps: number;
  changedAt: Date;
  changerId: string | null;
  changerName: string;
  ownerId: string;
}

/**
 * How many changes of the section can be undone, and who made the last one, when, as `viewerId`
 * (the real person viewing) may read it (ChangedBy): the owner's name only, anyone else unnamed.
 */
export async function sectionHistory(
  db: Db,
  siteId: string,
  section: HomePageSection,
  viewerId: string,
): Promise<SectionHistory> {
  const [row] = await db.query<LastChangeRow>(
    `select (select count(*) from home_section_history where site_id = $1 and section = $2)::integer as steps,
       h.changed_at as "changedAt", h.changed_by_user_id as "changerId",
       coalesce(u.first_name || ' ' || u.last_name, '') as "changerName", s.owner_user_id as "ownerId"
     from home_section_history h join sites s on s.id = h.site_id left join users u on u.id = h.changed_by_user_id
     where h.site_id = $1 and h.section = $2 order by h.id desc limit 1`,
    [siteId, section],
  );
  return row
    ? { steps: row.steps, lastChange: { changedAt: row.changedAt.toISOString(), changedBy: changedBy(row, viewerId) } }
    : { steps: 0, lastChange: null };
}

function changedBy({ changerId, changerName, ownerId }: LastChangeRow, viewerId: string): ChangedBy | null {
  if (changerId === null) return null;
  if (changerId === viewerId) return { who: 'you' };
  return changerId === ownerId ? { who: 'owner', name: changerName } : { who: 'support' };
}
