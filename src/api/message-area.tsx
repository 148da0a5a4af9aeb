import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Alert } from '../ui/alert.tsx';
import { DEFAULT_NAMESPACE } from './messages.ts';
import { createMessageStore, type MessageStore } from './message-store.ts';

const MessageStoreContext = createContext<MessageStore | null>(null);

export function MessageStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createMessageStore);
  return <MessageStoreContext.Provider value={store}>{children}</MessageStoreContext.Provider>;
}

export function useMessageStore(): MessageStore {
  const store = useContext(MessageStoreContext);
  if (!store) throw new Error('useMessageStore needs a MessageStoreProvider (the runtime provides one)');
  return store;
}

const alertType = (level: string) => (level === 'error' || level === 'success' || level === 'info' ? level : 'warning');

/** Shows the messages of one namespace as alerts and scrolls them into view when they change. */
export function MessageArea({ namespace = DEFAULT_NAMESPACE }: { namespace?: string }) {
  const store = useMessageStore();
  const messages = useSyncExternalStore(
    store.subscribe,
    () => store.get(namespace),
    () => store.get(namespace),
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = ref.current;
    // note: jsdom, where the unit tests run, has no scrollIntoView.
    if (messages.length > 0 && typeof area?.scrollIntoView === 'function')
      area.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [messages]);
  if (messages.length === 0) return null;
  return (
    <div ref={ref} className="cmsb-message-area" data-namespace={namespace}>
      {messages.map((message, index) => (
        <Alert key={`${message.key}-${index}`} type={alertType(message.level)} onClose={() => store.clear(namespace)}>
          {message.value}
        </Alert>
      ))}
    </div>
  );
}
