import { DEFAULT_NAMESPACE, type Message } from './messages.ts';

type Listener = () => void;
const EMPTY: readonly Message[] = [];

/** Messages to show, grouped by namespace so each block's message area shows only its own. */
export function createMessageStore() {
  const byNamespace = new Map<string, readonly Message[]>();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    get: (namespace: string = DEFAULT_NAMESPACE): readonly Message[] => byNamespace.get(namespace) ?? EMPTY,
    set(namespace: string, messages: readonly Message[]): void {
      byNamespace.set(namespace, messages);
      emit();
    },
    clear(namespace: string = DEFAULT_NAMESPACE): void {
      if (!byNamespace.delete(namespace)) return;
      emit();
    },
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;
