import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useLabels } from '#host/labels.ts';
import { useBaseStyles } from './use-base-styles.ts';
import { classNames } from './class-names.ts';
import { CloseButton } from './close-button.tsx';
import { uiLabels } from './labels.ts';
import toastCss from './toast.css?inline';
import { followLastControl, toastEdgeFor, type ToastEdge } from './toast-edge.ts';
import { createToastStore, type ToastEntry, type ToastOptions, type ToastStore } from './toast-store.ts';
import { useStyles } from './use-styles.ts';

export interface ToastApi {
  /** Shows a toast (default type success, delay 4500 ms) and returns its id. */
  show(options: ToastOptions): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastStore | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** An existing store, e.g. to show toasts from outside React; by default the provider makes one. */
  store?: ToastStore;
  /**
   * Where the viewport is rendered; by default next to the children. The viewport is fixed-positioned,
   * so it only needs a container that is in the document and displayed.
   */
  container?: Element | DocumentFragment | null;
  /** False renders no viewport: a render on the server, whose HTML only shows blocks (toasts answer actions). */
  viewport?: boolean;
}

/** Holds the toasts of every island and renders them in one viewport with live regions. */
export function ToastProvider({ children, store: givenStore, container, viewport: withViewport = true }: ToastProviderProps) {
  const [ownStore] = useState(() => givenStore ?? createToastStore());
  const store = givenStore ?? ownStore;
  const viewport = withViewport ? <ToastViewport store={store} /> : null;
  return (
    <ToastContext.Provider value={store}>
      {children}
      {container && viewport ? createPortal(viewport, container) : viewport}
    </ToastContext.Provider>
  );
}

/** Shows and dismisses toasts; must be used under a {@link ToastProvider}. */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast() needs a <ToastProvider> above it');
  return useMemo(() => ({ show: store.show, dismiss: store.dismiss }), [store]);
}

function ToastViewport({ store }: { store: ToastStore }) {
  useBaseStyles();
  useStyles(toastCss);
  const l = useLabels(uiLabels);
  const entries = useSyncExternalStore(store.subscribe, store.getEntries, store.getEntries);
  const edge = useToastEdge(entries);
  // note: both live regions stay in the DOM while empty; screen readers only announce changes
  // to a region they already know about
  return (
    <section className="cmsb-toast-viewport" data-edge={edge} aria-label={l.notifications}>
      <div className="cmsb-toast-viewport__region" aria-live="polite">
        {entries.map((entry) =>
          entry.toast.type === 'error' ? null : <ToastItem key={entry.toast.id} entry={entry} onDismiss={store.dismiss} />,
        )}
      </div>
      <div className="cmsb-toast-viewport__region" aria-live="assertive">
        {entries.map((entry) =>
          entry.toast.type === 'error' ? <ToastItem key={entry.toast.id} entry={entry} onDismiss={store.dismiss} /> : null,
        )}
      </div>
    </section>
  );
}

/** The edge for the toasts on screen, chosen away from the control that made the newest one. */
function useToastEdge(entries: readonly ToastEntry[]): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  const lastControl = useRef<ReturnType<typeof followLastControl> | null>(null);
  const placed = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    lastControl.current = followLastControl(document);
    return () => lastControl.current?.stop();
  }, []);
  // note: a layout effect, so a new toast is first painted at its edge and never jumps there
  useLayoutEffect(() => {
    const ids = entries.map((entry) => entry.toast.id);
    const before = placed.current;
    placed.current = new Set(ids);
    if (ids.every((id) => before.has(id))) return;
    const control = lastControl.current?.control()?.getBoundingClientRect() ?? null;
    setEdge(toastEdgeFor(control, window.innerHeight));
  }, [entries]);
  return edge;
}

function ToastItem({ entry: { toast, leaving }, onDismiss }: { entry: ToastEntry; onDismiss: (id: string) => void }) {
  // A fading toast is already gone for assistive technology and the keyboard; only its picture fades.
  return (
    <div
      className={classNames('cmsb-toast', `cmsb-toast--${toast.type}`)}
      data-type={toast.type}
      data-state={leaving ? 'leaving' : 'open'}
      aria-hidden={leaving || undefined}
      inert={leaving}
    >
      <p className="cmsb-toast__text">{toast.text}</p>
      <CloseButton onClick={() => onDismiss(toast.id)} />
    </div>
  );
}
