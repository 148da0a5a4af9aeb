import { describe, expect, it, vi } from 'vitest';
import { createIslandStore, type Island } from '#runtime/island-store.ts';

const island = (id: number): Island => ({
  id,
  block: 'greeting',
  slot: document.createElement('div'),
  container: document.createElement('div'),
  component: () => null,
  props: {},
  serverHtml: null,
  onMounted: () => undefined,
  onCrash: () => undefined,
});

describe('createIslandStore', () => {
  it('hands the islands added in the same turn to React together, in one emit', async () => {
    const store = createIslandStore();
    const listener = vi.fn();
    store.subscribe(listener);
    for (let id = 1; id <= 200; id++) store.add(island(id));
    expect(store.getSnapshot()).toHaveLength(0);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().map((i) => i.id)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('never shows an island removed before it was handed over', async () => {
    const store = createIslandStore();
    store.add(island(1));
    store.add(island(2));
    store.remove(1);
    await Promise.resolve();
    expect(store.getSnapshot().map((i) => i.id)).toEqual([2]);
  });

  it('emits a removal at once and ignores an unknown id', async () => {
    const store = createIslandStore();
    store.add(island(1));
    await Promise.resolve();
    const listener = vi.fn();
    store.subscribe(listener);
    store.remove(7);
    expect(listener).not.toHaveBeenCalled();
    store.remove(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([]);
  });
});
