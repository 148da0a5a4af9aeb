import { useEffect, useRef, useState } from 'react';
import { useUnsavedChangesWarning } from '../../../src/ui/use-unsaved-changes.ts';

/** The spec's states of an inline-edited setting (accounts spec 4): ready, saving, saved, error. */
export type SaveStatus = 'ready' | 'saving' | 'saved' | 'error';

/** How long 'saved' shows before the setting is simply ready again. */
export const SAVED_STATUS_MS = 2500;

export interface InlineSetting<T> {
  /** What the block shows: the value being saved while a save runs (optimistic), else the saved one. */
  value: T;
  status: SaveStatus;
  /** The failure of the last save, while `status` is 'error'. */
  error: unknown;
  /** Saves `next`: shown at once, kept when the server agrees, rolled back when it does not. */
  commit: (next: T) => Promise<boolean>;
}

/**
 * One inline-edited setting of a site owner: optimistic saves with rollback, a visible
 * saving/saved/error state, and the browser's leave warning while a save is still running.
 * `saved` is the value the server holds (from its query); `save` sends a value and, once the
 * server has stored it, writes the answer into that query, so `saved` becomes it. Until then the
 * block shows the value being saved; when the save fails it shows `saved` again (the rollback).
 */
export function useInlineSetting<T>(saved: T, save: (next: T) => Promise<unknown>): InlineSetting<T> {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  const [status, setStatus] = useState<SaveStatus>('ready');
  const [error, setError] = useState<unknown>(null);
  const round = useRef(0);

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => setStatus('ready'), SAVED_STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);
  useUnsavedChangesWarning(status === 'saving');

  const value = pending ? pending.value : saved;
  return {
    value,
    status,
    error,
    async commit(next) {
      const mine = ++round.current;
      setPending({ value: next });
      setStatus('saving');
      setError(null);
      try {
        await save(next);
        if (mine !== round.current) return true;
        setStatus('saved');
        return true;
      } catch (failure) {
        if (mine !== round.current) return false;
        setStatus('error');
        setError(failure);
        return false;
      } finally {
        if (mine === round.current) setPending(null);
      }
    },
  };
}
