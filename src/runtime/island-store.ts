import type { ReactNode } from 'react';

export interface Island {
  id: number;
  block: string;
  slot: Element;
  /** The node the runtime owns inside the slot; the island renders into it through a portal. */
  container: HTMLElement;
  component: (props: never) => ReactNode;
  props: unknown;
  onMounted: () => void;
  onCrash: (error: unknown) => void;
}

type Listener = () => void;

/** The list of islands the single React root renders; the scanner adds and removes them. */
export function createIslandStore() {
  let islands: readonly Island[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    getSnapshot: (): readonly Island[] => islands,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(island: Island): void {
      islands = [...islands, island];
      emit();
    },
    remove(id: number): void {
      const next = islands.filter((island) => island.id !== id);
      if (next.length === islands.length) return;
      islands = next;
      emit();
    },
  };
}

export type IslandStore = ReturnType<typeof createIslandStore>;
