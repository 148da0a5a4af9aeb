import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { useInlineSetting } from '../../../../blocks/owner/shared/use-inline-setting.ts';
import { ApiError } from '#api/errors/api-error.ts';
import { readMessages } from '#api/messages.ts';
import { REVISION_CONFLICT_CODE, REVISION_CONFLICT_TEXT } from '#contracts/revisions.ts';

const conflict = new ApiError(
  409,
  readMessages([{ type: 'error', source: 'revision', code: REVISION_CONFLICT_CODE, value: REVISION_CONFLICT_TEXT }]),
);

/** A save that resolves or rejects when the test says so, recording what it was sent and when. */
function heldSaves() {
  const sent: string[] = [];
  const settle: ((failure?: Error) => void)[] = [];
  const save = (next: string) => {
    sent.push(next);
    return new Promise<void>((resolve, reject) => settle.push((failure) => (failure ? reject(failure) : resolve())));
  };
  return { sent, settle, save };
}

/** The query cache useSave's mutations live in, as the runtime provides it. */
const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: new QueryClient({ defaultOptions: { mutations: { retry: false } } }) }, children);

describe('useInlineSetting', () => {
  it('sends a change made while another saves only once that one is done, so it names the revision it made', async () => {
    const saves = heldSaves();
    const { result } = renderHook(() => useInlineSetting<string>('a', saves.save), { wrapper });
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.commit('b');
      second = result.current.commit('c');
    });
    await waitFor(() => expect(saves.sent).toEqual(['b']));
    expect(result.current.value).toBe('c');
    await act(async () => saves.settle[0]?.());
    await waitFor(() => expect(saves.sent).toEqual(['b', 'c']));
    await act(async () => saves.settle[1]?.());
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(result.current.status).toBe('saved');
  });

  it('keeps the refused choice on a conflict (no rollback) until reload shows what the server holds', async () => {
    const saves = heldSaves();
    let saved = 'a';
    const fetchSaved = vi.fn(() => {
      saved = 'z';
      return Promise.resolve();
    });
    const { result, rerender } = renderHook(() => useInlineSetting<string>(saved, saves.save, fetchSaved), { wrapper });
    let commit!: Promise<boolean>;
    act(() => {
      commit = result.current.commit('b');
    });
    await waitFor(() => expect(saves.sent).toEqual(['b']));
    await act(async () => saves.settle[0]?.(conflict));
    expect(await commit).toBe(false);
    await waitFor(() => expect([result.current.status, result.current.value]).toEqual(['conflict', 'b']));

    await act(() => result.current.reload());
    rerender();
    expect(fetchSaved).toHaveBeenCalledTimes(1);
    expect([result.current.status, result.current.value, result.current.failure]).toEqual(['idle', 'z', null]);
  });

  it('rolls back any other failure', async () => {
    const saves = heldSaves();
    const { result } = renderHook(() => useInlineSetting<string>('a', saves.save), { wrapper });
    act(() => void result.current.commit('b'));
    await waitFor(() => expect(saves.sent).toEqual(['b']));
    await act(async () => saves.settle[0]?.(new ApiError(500, [])));
    expect([result.current.status, result.current.value]).toEqual(['error', 'a']);
  });
});
