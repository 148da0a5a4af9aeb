import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HostProvider } from '#host/host-context.tsx';
import { defaultPageConfig } from '#host/config.ts';
import { ToastProvider, useToast, type ToastApi } from '#ui/toast.tsx';
import { createToastStore } from '#ui/toast-store.ts';

function captureApi(): { current: ToastApi | null; Probe: () => null } {
  const ref: { current: ToastApi | null; Probe: () => null } = {
    current: null,
    Probe() {
      ref.current = useToast();
      return null;
    },
  };
  return ref;
}

function liveRegion(politeness: 'polite' | 'assertive'): HTMLElement {
  const region = document.querySelector<HTMLElement>(`[aria-live="${politeness}"]`);
  if (!region) throw new Error(`no ${politeness} live region`);
  return region;
}

describe('ToastProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders empty live regions before any toast, inside a labelled Notifications region', () => {
    render(<ToastProvider />);
    const viewport = screen.getByRole('region', { name: 'Notifications' });
    expect(viewport.querySelectorAll('[aria-live]')).toHaveLength(2);
    expect(liveRegion('polite')).toBeEmptyDOMElement();
    expect(liveRegion('assertive')).toBeEmptyDOMElement();
  });

  it('puts success/info/warning toasts in the polite region and errors in the assertive one', () => {
    const api = captureApi();
    render(
      <ToastProvider>
        <api.Probe />
      </ToastProvider>,
    );
    act(() => {
      api.current!.show({ text: 'Added to cart' });
      api.current!.show({ text: 'Please save any changes before you proceed.', type: 'warning' });
      api.current!.show({ text: 'Order error.', type: 'error' });
    });

    const polite = liveRegion('polite');
    const assertive = liveRegion('assertive');
    expect(within(polite).getByText('Added to cart')).toBeInTheDocument();
    expect(within(polite).getByText('Please save any changes before you proceed.')).toBeInTheDocument();
    expect(within(polite).queryByText('Order error.')).not.toBeInTheDocument();
    expect(within(assertive).getByText('Order error.')).toBeInTheDocument();
    expect(within(assertive).getByText('Order error.').closest('[data-type]')).toHaveAttribute('data-type', 'error');
  });

  it('hides a toast after the default 4500 ms, fades it for 1000 ms, then removes it', () => {
    vi.useFakeTimers();
    const api = captureApi();
    render(
      <ToastProvider>
        <api.Probe />
      </ToastProvider>,
    );
    act(() => {
      api.current!.show({ text: 'Saved' });
    });
    act(() => {
      vi.advanceTimersByTime(4499);
    });
    const toast = screen.getByText('Saved').closest<HTMLElement>('[data-type]')!;
    expect(toast).toHaveAttribute('data-state', 'open');
    expect(toast).not.toHaveAttribute('aria-hidden');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(toast).toHaveAttribute('data-state', 'leaving');
    expect(toast).toHaveAttribute('aria-hidden', 'true');
    expect(toast).toHaveAttribute('inert');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByText('Saved')).toBe(toast.querySelector('p'));
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('closes a toast with its Close button', async () => {
    const user = userEvent.setup();
    const store = createToastStore();
    render(<ToastProvider store={store} />);
    act(() => {
      store.show({ text: 'First', delay: 0 });
      store.show({ text: 'Second', delay: 0 });
    });
    const first = screen.getByText('First').closest<HTMLElement>('[data-type]')!;
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(store.getSnapshot().map((t) => t.text)).toEqual(['Second']);
  });

  it('uses the host label for the close button', () => {
    const store = createToastStore();
    render(
      <HostProvider config={{ ...defaultPageConfig, labels: { 'ui.close': 'Schließen' } }}>
        <ToastProvider store={store} />
      </HostProvider>,
    );
    act(() => {
      store.show({ text: 'Hallo' });
    });
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('renders the viewport into a given container', () => {
    const container = document.createElement('div');
    document.body.append(container);
    render(<ToastProvider container={container} />);
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
    container.remove();
  });

  it('moves to the top edge when the control that made the toast is in the lower half of the window', async () => {
    const user = userEvent.setup();
    const api = captureApi();
    render(
      <ToastProvider>
        <api.Probe />
        <button type="button">Save</button>
        <button type="button">Search</button>
      </ToastProvider>,
    );
    const placeAt = (name: string, top: number) =>
      vi
        .spyOn(screen.getByRole('button', { name }), 'getBoundingClientRect')
        .mockReturnValue({ top, bottom: top + 40 } as DOMRect);
    placeAt('Save', window.innerHeight - 60);
    placeAt('Search', 20);
    const viewport = screen.getByRole('region', { name: 'Notifications' });
    expect(viewport).toHaveAttribute('data-edge', 'bottom');

    // A busy Save button has lost focus by the time the toast shows: the press is what counts.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => {
      (document.activeElement as HTMLElement).blur();
      api.current!.show({ text: 'Saved' });
    });
    expect(viewport).toHaveAttribute('data-edge', 'top');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    act(() => {
      api.current!.show({ text: 'Found' });
    });
    expect(viewport).toHaveAttribute('data-edge', 'bottom');
  });

  it('throws a clear error when useToast has no provider', () => {
    const api = captureApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<api.Probe />)).toThrow('useToast() needs a <ToastProvider> above it');
    vi.restoreAllMocks();
  });
});
