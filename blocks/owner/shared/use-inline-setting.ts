import { useRef, useState } from 'react';
import { useSaveState, type SaveState } from '../../../src/ui/use-save-state.ts';
import { useUnsavedChangesWarning } from '../../../src/ui/use-unsaved-changes.ts';
import { isRevisionConflict } from './revision-conflict.ts';

export interface InlineSetting<T> {
  /** What the block shows: the value being saved (optimistic) or refused as a conflict, else the saved one. */
  value: T;
  status: SaveState;
  /** The failure of the last save, while `status` is 'error' or 'conflict'. */
  error: unknown;
  /** Saves `next`: shown at once, kept when the server agrees, rolled back when it refuses it. */
  commit: (next: T) => Promise<boolean>;
  /** After a conflict: fetches what the server holds now and shows it instead of the refused choice. */
  reload: () => Promise<void>;
}

/**
 * One inline-edited setting of a site owner: optimistic saves with rollback, a visible
 * saving/saved/error state, and the browser's leave warning while a change is not saved.
 * `saved` is the value the server holds (from its query); `save` sends a value and, once the
 * server has stored it, writes the answer into that query, so `saved` becomes it. Until then the
 * block shows the value being saved; when the save fails it shows `saved` again (the rollback).
 *
 * Saves run one after another, so each one names the revision the one before it made. A save the
 * server refuses as changed elsewhere keeps the owner's choice on screen (status 'conflict') until
 * `reload` (which calls `fetchSaved`, the query fetched afresh) shows what the server holds.
 */
export function useInlineSetting<T>(
  saved: T,
  save: (next: T) => Promise<unknown>,
  fetchSaved?: () => Promise<unknown>,
): InlineSetting<T> {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  const saveState = useSaveState();
  const round = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const { state: status, error } = saveState;
  useUnsavedChangesWarning(status === 'saving' || status === 'conflict');

  const value = pending ? pending.value : saved;
  return {
    value,
    status,
    error,
    async commit(next) {
      const mine = ++round.current;
      setPending({ value: next });
      saveState.saving();
      const run = queue.current.then(() => save(next));
      queue.current = run.catch(() => undefined);
      try {
        await run;
        if (mine !== round.current) return true;
        saveState.saved();
        setPending(null);
        return true;
      } catch (failure) {
        if (mine !== round.current) return false;
        const conflict = isRevisionConflict(failure);
        saveState.failed(failure, conflict);
        if (!conflict) setPending(null);
        return false;
      }
    },
    async reload() {
      await fetchSaved?.();
      round.current++;
      setPending(null);
      saveState.ready();
    },
  };
}
