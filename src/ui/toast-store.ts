/**
 * Toasts confirm what happened ('Coupon applied.'); they sit at the bottom edge, never over a
 * form's fields, and move to the top edge rather than cover the control that made them
 * (toast-edge.ts). A form's errors show in its ErrorBanner next to the form, never in a toast.
 */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** How long a toast stays before it hides itself (commerce spec: snackbar delay 4500 ms). */
export const DEFAULT_TOAST_DELAY = 4500;
export const DEFAULT_TOAST_TYPE: ToastType = 'success';
/** After its delay a toast fades out over this long before it leaves the page (toast.css matches it). */
export const TOAST_FADE_MS = 1000;

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

/** A toast on the page: `leaving` while it fades out after its delay (no longer shown as current). */
export interface ToastEntry {
  toast: Toast;
  leaving: boolean;
}

export interface ToastStore {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  /** The current toasts, oldest first (fading ones left out); a new array whenever they change. */
  getSnapshot: () => readonly Toast[];
  /** What the viewport renders: the current toasts and the fading ones, in order. */
  getEntries: () => readonly ToastEntry[];
}

/**
 * A React-free toast list with auto-hide timers; `ToastProvider` reads it with useSyncExternalStore.
 * A toast stays for its delay, then fades for TOAST_FADE_MS and is removed; closing it removes it at once.
 */
export function createToastStore(): ToastStore {
  let entries: readonly ToastEntry[] = [];
  let toasts: readonly Toast[] = [];
  let nextId = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const update = (next: readonly ToastEntry[]) => {
    entries = next;
    toasts = next.filter((entry) => !entry.leaving).map((entry) => entry.toast);
    for (const listener of [...listeners]) listener();
  };

  const dismiss = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) {
      clearTimeout(timer);
      timers.delete(id);
    }
    if (!entries.some((entry) => entry.toast.id === id)) return;
    update(entries.filter((entry) => entry.toast.id !== id));
  };

  const fadeOut = (id: string) => {
    timers.set(
      id,
      setTimeout(() => dismiss(id), TOAST_FADE_MS),
    );
    update(entries.map((entry) => (entry.toast.id === id ? { ...entry, leaving: true } : entry)));
  };

  return {
    show({ text, type = DEFAULT_TOAST_TYPE, delay = DEFAULT_TOAST_DELAY }) {
      const id = `cmsb-toast-${++nextId}`;
      if (delay > 0 && Number.isFinite(delay)) {
        timers.set(
          id,
          setTimeout(() => fadeOut(id), delay),
        );
      }
      update([...entries, { toast: { id, text, type, delay }, leaving: false }]);
      return id;
    },
    dismiss,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      if (entries.length === 0) return;
      update([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
    getEntries: () => entries,
  };
}
