import { notifyManager, type QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Resolves once no query is fetching and every answer handled so far has reached the islands: a
 * test may then assert that something did not happen.
 */
export async function answersShown(queryClient: QueryClient): Promise<void> {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  // note: an answer is handled in microtasks, and React Query tells the islands on a later task,
  // in order: a callback queued from the next task runs after all of those.
  await act(() => new Promise<void>((resolve) => notifyManager.schedule(() => notifyManager.schedule(resolve))));
}

/** Whether an island watches the query of `path` with fetching switched off: no call can come later. */
export function queryOff(queryClient: QueryClient, path: string): boolean {
  const query = queryClient.getQueryCache().find({ queryKey: ['api', path] });
  return query !== undefined && query.getObserversCount() > 0 && !query.isActive();
}
