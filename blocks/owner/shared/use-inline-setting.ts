import { useRef, useState } from 'react';
import type { Failure } from '#api/errors/api-error.ts';
import { useSave, type SaveStatus } from '#api/use-save.ts';
import { useUnsavedChangesWarning } from '#ui/use-unsaved-changes.ts';

/**
 * An inline save's status in the words accounts spec 4 gives the owner blocks (ready, saving,
 * saved, error) and conflict: what they expose as `data-state`.
 */
export type InlineSaveState = 'ready' | 'saving' | 'saved' | 'error' | 'conflict';

/** The spec's word for a save's status, for `data-state` (useSave's idle is ready, pending is saving). */
export function inlineSaveState(status: SaveStatus): InlineSaveState {
  if (status === 'idle') return 'ready';
  return status === 'pending' ? 'saving' : status;
}

export interface InlineSetting<T> {
  /** What the block shows: the value being saved (optimistic) or refused as a conflict, else the saved one. */
  value: T;
  /** useSave's status of the latest save (show it as `data-state` through inlineSaveState). */
  status: SaveStatus;
  /** The classified failure of the last save, while `status` is 'error' or 'conflict'. */
  failure: Failure | null;
  /** Saves `next`: shown at once, kept when the server agrees, rolled back when it refuses it. */
  commit: (next: T) => Promise<boolean>;
  /** After a conflict: fetches what the server holds now and shows it instead of the refused choice. */
  reload: () => Promise<void>;
}

/**
 * One inline-edited setting of a site owner, on useSave: optimistic saves with rollback, a visible
 * saving/saved/error state, and the browser's leave warning while a change is not saved.
 * `saved` is the value the server holds (from its query); `save` sends a value and, once the
 * server has stored it, writes the answer into that query, so `saved` becomes it. Until then the
 * block shows the value being saved; when the save fails it shows `saved` again (the rollback).
 *
 * Saves run one after another (useSave's queue), so each one names the revision the one before it
 * made. A save the server refuses as changed elsewhere keeps the owner's choice on screen (status
 * 'conflict') until `reload` (which calls `fetchSaved`, the query fetched afresh) shows what the
 * server holds.
 */
export function useInlineSetting<T>(
  saved: T,
  save: (next: T) => Promise<unknown>,
  fetchSaved?: () => Promise<unknown>,
): InlineSetting<T> {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  const saving = useSave({ send: save, queue: true });
  const round = useRef(0);
  const { status } = saving;
  useUnsavedChangesWarning(status === 'pending' || status === 'conflict');

  return {
    value: pending ? pending.value : saved,
    status,
    failure: saving.failure,
    async commit(next) {
      const mine = ++round.current;
      setPending({ value: next });
      const outcome = await saving.save(next);
      // A later change, sent after this one, decides what shows.
      if (mine === round.current && outcome.status !== 'conflict') setPending(null);
      return outcome.status === 'saved';
    },
    async reload() {
      await fetchSaved?.();
      round.current++;
      setPending(null);
      saving.reset();
    },
  };
}
