import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { classifyFailure, type Failure } from './errors/api-error.ts';

/**
 * Where a save stands, in every block: 'idle' (nothing sent, or the last outcome put away),
 * 'pending', 'saved', 'error', or 'conflict' (the server refused it because someone saved the same
 * thing since: offer to reload). Exposed as `data-state` where a spec names no other words for it.
 */
export type SaveStatus = 'idle' | 'pending' | 'saved' | 'error' | 'conflict';

/** How long 'saved' shows before the save is idle again. */
export const SAVED_STATUS_MS = 2500;

/** What one call of `save` came to; 'skipped' when a save was already under way (a double submit). */
export type SaveOutcome<Output, Field extends string = string> =
  { status: 'saved'; data: Output } | { status: 'error' | 'conflict'; failure: Failure<Field> } | { status: 'skipped' };

export interface SaveOptions<Input, Output, Field extends string = string> {
  /** Sends `input` (usually one `api.request`); a throw is the failure, classified by classifyFailure. */
  send: (input: Input) => Promise<Output>;
  /**
   * After the server has stored it: write its answer into the query cache (`setQueryData`) or mark
   * what it changed stale (`invalidateQueries`). It runs even if the block has gone; while a promise
   * it returns is pending, so is the save.
   */
  onSaved?: (data: Output, input: Input, queryClient: QueryClient) => unknown;
  /** After a failure, for the cache too (e.g. refetch what a conflict says has changed). */
  onFailed?: (failure: Failure<Field>, input: Input, queryClient: QueryClient) => unknown;
  /**
   * The fields the form shows: a failure's `fields` keeps the server's messages for these only
   * (see classifyFailure). A list that keeps its identity, e.g. a module constant.
   */
  fields?: readonly Field[];
  /** Keep 'saved' until the next save: for a form whose spec shows its confirmation until then. */
  keepSaved?: boolean;
  /**
   * What a save asked for while one is under way does: by default it is skipped (a form's double
   * submit); with `queue` it is sent once the one before has finished (inline edits, where each
   * save names the revision the one before made). The status follows the latest save.
   */
  queue?: boolean;
}

export interface Save<Input, Output, Field extends string = string> {
  status: SaveStatus;
  /** The classified failure of the last save, while `status` is 'error' or 'conflict'. */
  failure: Failure<Field> | null;
  /** Sends `input`; the promise never rejects: it tells what came of it. */
  save: (input: Input) => Promise<SaveOutcome<Output, Field>>;
  /** Back to idle, the last outcome forgotten (e.g. when the error banner is closed, or after a reload). */
  reset: () => void;
}

/**
 * The one way a block writes to the server: a TanStack Query mutation with one status vocabulary
 * (SaveStatus), its failure classified once (classifyFailure), and no double submits. Show a
 * failure with ErrorBanner (its `message`, else the block's words) and its `fields` at the fields;
 * a confirmation may be a toast, a failure never is.
 *
 * ```ts
 * const profile = useSave({
 *   send: (body: ProfileUpdate) => api.request(updateProfileEndpoint, { json: body }).then((a) => a.data),
 *   onSaved: (saved, _body, queryClient) => queryClient.setQueryData(profileKey, saved),
 * });
 * const outcome = await profile.save(body);
 * if (outcome.status === 'saved') setDraft(toDraft(outcome.data));
 * ```
 */
export function useSave<Input, Output, Field extends string = string>({
  send,
  onSaved,
  onFailed,
  keepSaved = false,
  queue = false,
  fields,
}: SaveOptions<Input, Output, Field>): Save<Input, Output, Field> {
  const queryClient = useQueryClient();
  const scope = useId();
  const mutation = useMutation<Output, unknown, Input>({
    mutationFn: send,
    onSuccess: (data, input) => onSaved?.(data, input, queryClient),
    onError: (error, input) => onFailed?.(classifyFailure(error, fields), input, queryClient),
    // note: mutations sharing a scope run one after another, in the order they were asked for.
    ...(queue ? { scope: { id: scope } } : {}),
  });
  const { mutateAsync, reset, error, isError } = mutation;
  const failure = useMemo(() => (isError ? classifyFailure(error, fields) : null), [isError, error, fields]);
  const status: SaveStatus = mutation.isPending
    ? 'pending'
    : mutation.isSuccess
      ? 'saved'
      : failure
        ? failure.kind === 'conflict'
          ? 'conflict'
          : 'error'
        : 'idle';

  useEffect(() => {
    if (status !== 'saved' || keepSaved) return;
    const timer = setTimeout(reset, SAVED_STATUS_MS);
    return () => clearTimeout(timer);
  }, [status, keepSaved, reset]);

  // note: the pending status lands after the click that sends; a second click before it must not send again.
  const sending = useRef(false);
  const save = useCallback(
    async (input: Input): Promise<SaveOutcome<Output, Field>> => {
      if (sending.current && !queue) return { status: 'skipped' };
      sending.current = true;
      try {
        return { status: 'saved', data: await mutateAsync(input) };
      } catch (thrown) {
        const classified = classifyFailure(thrown, fields);
        return { status: classified.kind === 'conflict' ? 'conflict' : 'error', failure: classified };
      } finally {
        sending.current = false;
      }
    },
    [mutateAsync, queue, fields],
  );
  return { status, failure, save, reset };
}
