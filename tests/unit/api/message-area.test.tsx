import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageArea, MessageStoreProvider, useMessageStore } from '../../../src/api/message-area.tsx';
import { readMessages } from '../../../src/api/messages.ts';
import type { MessageStore } from '../../../src/api/message-store.ts';

function Capture({ onStore }: { onStore: (store: MessageStore) => void }) {
  onStore(useMessageStore());
  return null;
}

function setup() {
  let store: MessageStore | undefined;
  render(
    <MessageStoreProvider>
      <Capture onStore={(s) => (store = s)} />
      <MessageArea namespace="cart" />
      <MessageArea />
    </MessageStoreProvider>,
  );
  return store!;
}

const messages = (value: string, level?: string) =>
  readMessages([{ type: 'error', source: 'checkoutException', code: 'x', value, ...(level ? { level } : {}) }]);

describe('MessageArea', () => {
  it('shows only the messages of its own namespace, as alerts', () => {
    const store = setup();
    act(() => store.set('cart', messages('Order error.', 'error')));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Order error.');
    expect(alert.closest('[data-namespace]')).toHaveAttribute('data-namespace', 'cart');
    act(() => store.set('DEFAULT', messages('Something else')));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('renders the default level, warning, and can be closed', async () => {
    const store = setup();
    act(() => store.set('cart', messages('Please check the form')));
    expect(messages('x')[0]?.level).toBe('warning');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Please check the form')).toBeNull();
  });
});
