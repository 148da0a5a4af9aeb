import { createToastStore, DEFAULT_TOAST_DELAY, TOAST_FADE_MS } from '#ui/toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('defaults to a success toast that hides after 4500 ms', () => {
    expect(DEFAULT_TOAST_DELAY).toBe(4500);
    const store = createToastStore();
    const id = store.show({ text: 'Saved' });
    expect(store.getSnapshot()).toEqual([{ id, text: 'Saved', type: 'success', delay: 4500 }]);

    vi.advanceTimersByTime(4499);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a hidden toast fading for 1000 ms before removing it; closing removes at once', () => {
    expect(TOAST_FADE_MS).toBe(1000);
    const store = createToastStore();
    const id = store.show({ text: 'Saved' });
    const closed = store.show({ text: 'Closed' });
    expect(store.getEntries().map((entry) => entry.leaving)).toEqual([false, false]);

    vi.advanceTimersByTime(4500);
    expect(store.getSnapshot()).toEqual([]);
    expect(store.getEntries()).toEqual([
      { toast: { id, text: 'Saved', type: 'success', delay: 4500 }, leaving: true },
      { toast: { id: closed, text: 'Closed', type: 'success', delay: 4500 }, leaving: true },
    ]);
    store.dismiss(closed);
    expect(store.getEntries().map((entry) => entry.toast.id)).toEqual([id]);

    vi.advanceTimersByTime(999);
    expect(store.getEntries()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getEntries()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('honours a custom delay and type per toast', () => {
    const store = createToastStore();
    store.show({ text: 'Order error.', type: 'error', delay: 1000 });
    store.show({ text: 'Added' });
    expect(store.getSnapshot().map((t) => t.type)).toEqual(['error', 'success']);

    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['Added']);
    vi.advanceTimersByTime(3500);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('keeps a toast with delay 0 until it is dismissed', () => {
    const store = createToastStore();
    const id = store.show({ text: 'Sticky', delay: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismisses one toast by id, clears its timer and notifies subscribers once', () => {
    const store = createToastStore();
    const first = store.show({ text: 'One' });
    store.show({ text: 'Two' });
    const listener = vi.fn();
    store.subscribe(listener);

    store.dismiss(first);
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['Two']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);

    store.dismiss(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('gives every toast its own id and a new snapshot per change, the same one between changes', () => {
    const store = createToastStore();
    const before = store.getSnapshot();
    const a = store.show({ text: 'A' });
    const b = store.show({ text: 'A' });
    expect(a).not.toBe(b);
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('stops notifying after unsubscribe, and clear() removes everything', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ text: 'A' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.show({ text: 'B' });
    expect(listener).toHaveBeenCalledTimes(1);

    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
