/**
 * Toasts confirm what happened ('Coupon applied.'); they sit at the bottom edge, never over a
 * form's fields. A form's errors show in its ErrorBanner next to the form, never in a toast.
 */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** How long a toast stays before it hides itself (commerce spec: snackbar delay 4500 ms). */
export const DEFAULT_TOAST_DELAY = 4500;
export const DEFAULT_TOAST_TYPE: ToastType = 'success';

export interface ToastOptions {
  text: string;
  type?: ToastType;
  /** Milliseconds until the toast hides itself; 0 or Infinity keeps it until dismissed. */
  delay?: number;
}

export interface Toast {
  id: string;
  text: string;
  type: ToastType;
  delay: number;
}

export interface ToastStore {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  /** The visible toasts, oldest first; a new array whenever they change. */
  getSnapshot: () => readonly Toast[];
}

/** A React-free toast list with auto-hide timers; `ToastProvider` reads it with useSyncExternalStore. */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const dismiss = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) {
      clearTimeout(timer);
      timers.delete(id);
    }
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  };

  return {
    show({ text, type = DEFAULT_TOAST_TYPE, delay = DEFAULT_TOAST_DELAY }) {
      const id = `cmsb-toast-${++nextId}`;
      toasts = [...toasts, { id, text, type, delay }];
      if (delay > 0 && Number.isFinite(delay)) {
        timers.set(
          id,
          setTimeout(() => dismiss(id), delay),
        );
      }
      emit();
      return id;
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}
