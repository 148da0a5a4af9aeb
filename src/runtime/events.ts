export const MOUNT_EVENT = 'cms-blocks:mount';
export const ERROR_EVENT = 'cms-blocks:error';

export interface MountEventDetail {
  block: string;
}

export interface ErrorEventDetail {
  /** The block name as written in the slot, or null for page-level problems. */
  block: string | null;
  message: string;
  error?: unknown;
  /**
   * For a call the server refused because of the page's setup rather than the visitor (403
   * `request.crossOrigin`, 400 `request.unknownHost`): its HTTP status and its message's
   * `source.code`; `message` then carries the server's words, which name the setting to fix.
   */
  status?: number;
  code?: string;
}

export function dispatchMount(slot: Element, block: string): void {
  slot.dispatchEvent(new CustomEvent<MountEventDetail>(MOUNT_EVENT, { bubbles: true, detail: { block } }));
}

/** Error events waiting for the host's listeners, by document (see holdErrors). */
const held = new WeakMap<Document, (() => void)[]>();

/**
 * Whether `doc` is still to fire DOMContentLoaded: parsing, or running its deferred and module
 * scripts, the loader's and those placed after it.
 */
function beforeDomContentLoaded(doc: Document): boolean {
  if (doc.readyState !== 'interactive') return doc.readyState === 'loading';
  // note: 'interactive' lasts from the end of parsing to the load event, both in the module
  // scripts' turn and after DOMContentLoaded; the navigation's timing tells them apart (its
  // domContentLoadedEventStart is 0 until the event starts).
  const [navigation] = (doc.defaultView?.performance.getEntriesByType('navigation') ?? []) as PerformanceNavigationTiming[];
  return navigation?.domContentLoadedEventStart === 0;
}

/**
 * Holds the error events of `doc` until the host's scripts can listen. Hosts add their listener in
 * a module script placed after the loader's, and module scripts run in page order once the
 * document is parsed, before DOMContentLoaded: so the events wait for that event, and one task
 * more for listeners a DOMContentLoaded handler adds. A loader inserted after DOMContentLoaded
 * holds them for one task, so the script that inserted it can still listen.
 */
export function holdErrors(doc: Document): void {
  if (held.has(doc)) return;
  const queue: (() => void)[] = [];
  held.set(doc, queue);
  const release = () =>
    setTimeout(() => {
      held.delete(doc);
      for (const dispatch of queue) dispatch();
    }, 0);
  if (beforeDomContentLoaded(doc)) doc.addEventListener('DOMContentLoaded', release, { once: true });
  else release();
}

/**
 * Tells the host about a failure with a bubbling, cancelable event, and logs it only when
 * no listener handled it (called preventDefault). While errors are held, it waits in order.
 */
export function reportError(target: Element | Document, detail: ErrorEventDetail): void {
  const dispatch = () => {
    const event = new CustomEvent<ErrorEventDetail>(ERROR_EVENT, { bubbles: true, cancelable: true, detail });
    const unhandled = target.dispatchEvent(event);
    if (unhandled) console.error(`[cms-blocks] ${detail.message}`, ...(detail.error ? [detail.error] : []));
  };
  const queue = held.get(target.ownerDocument ?? target);
  if (queue) queue.push(dispatch);
  else dispatch();
}
