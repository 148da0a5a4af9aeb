import type { ReactNode } from 'react';
import type { EarlyInput } from './early-input.ts';

export interface Island {
  id: number;
  block: string;
  slot: Element;
  /** The node the runtime owns inside the slot; the island renders into it through a portal. */
  container: HTMLElement;
  component: (props: never) => ReactNode;
  props: unknown;
  /**
   * For a slot the server rendered (`data-ssr`): its HTML, which the island's first render replaces
   * and is checked against, and what the visitor did there before the block was live; else null.
   */
  serverHtml: { nodes: readonly ChildNode[]; input: EarlyInput } | null;
  onMounted: () => void;
  onCrash: (error: unknown) => void;
}

type Listener = () => void;

/**
 * The list of islands the single React root renders; the scanner adds and removes them. Islands
 * added in the same turn reach React together (one emit, one render), however many slots became due.
 */
export function createIslandStore() {
  let islands: readonly Island[] = [];
  let added: Island[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  const flushAdded = () => {
    islands = [...islands, ...added];
    added = [];
    emit();
  };

  return {
    getSnapshot: (): readonly Island[] => islands,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(island: Island): void {
      added.push(island);
      if (added.length === 1) queueMicrotask(flushAdded);
    },
    remove(id: number): void {
      added = added.filter((island) => island.id !== id);
      const next = islands.filter((island) => island.id !== id);
      if (next.length === islands.length) return;
      islands = next;
      emit();
    },
  };
}

export type IslandStore = ReturnType<typeof createIslandStore>;
