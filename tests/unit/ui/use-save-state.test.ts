import { act, renderHook } from '@testing-library/react';
import { SAVED_STATUS_MS, useSaveState } from '../../../src/ui/use-save-state.ts';

describe('useSaveState', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes saving, saved, and back to ready once the saved note has shown', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSaveState());
    expect(result.current.state).toBe('ready');
    act(() => result.current.saving());
    expect(result.current.state).toBe('saving');
    act(() => result.current.saved());
    act(() => {
      vi.advanceTimersByTime(SAVED_STATUS_MS - 1);
    });
    expect(result.current.state).toBe('saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.state).toBe('ready');
  });

  it('keeps saved until the next save when asked to', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useSaveState({ keepSaved: true }));
    act(() => result.current.saved());
    act(() => {
      vi.advanceTimersByTime(SAVED_STATUS_MS * 2);
    });
    expect(result.current.state).toBe('saved');
  });

  it('keeps the failure while in error or conflict, and forgets it when saving again or ready', () => {
    const { result } = renderHook(() => useSaveState());
    const failure = new Error('refused');
    act(() => result.current.failed(failure));
    expect(result.current).toMatchObject({ state: 'error', error: failure });
    act(() => result.current.failed(failure, true));
    expect(result.current).toMatchObject({ state: 'conflict', error: failure });
    act(() => result.current.saving());
    expect(result.current).toMatchObject({ state: 'saving', error: null });
    act(() => result.current.failed(failure));
    act(() => result.current.ready());
    expect(result.current).toMatchObject({ state: 'ready', error: null });
  });
});
