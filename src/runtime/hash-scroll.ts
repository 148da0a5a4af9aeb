/** How often the page height is read while islands mount (the spec: every 100 ms). */
export const HEIGHT_CHECK_MS = 100;

/** Equal readings in a row that make the height stable: unchanged for 200 ms. */
const STABLE_READINGS = 3;

/** After this long the page counts as never settling (an animation, a live feed) and is left alone. */
const GIVE_UP_MS = 10_000;

/** The visitor's own moves: once they scroll or type, the page is theirs. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** The element the address's hash names (`#id`, else `<a name>`); null for none, e.g. a hash route like `#/payment`. */
export function hashTarget(doc: Document): Element | null {
  const hash = doc.location.hash.slice(1);
  if (hash === '') return null;
  let name: string;
  try {
    name = decodeURIComponent(hash);
  } catch {
    name = hash;
  }
  return doc.getElementById(name) ?? doc.getElementsByName(name)[0] ?? null;
}

/**
 * The post-load scroll: when the page was opened at an address with a hash, waits until the page
 * height is stable (read every 100 ms) and then scrolls to the anchor, so islands that mount late
 * above it do not leave the visitor in the wrong place. Pages returned to through history keep the
 * place the browser restores, and the visitor's own scrolling or typing stops the wait. Returns a
 * function that stops it.
 */
export function scrollToHashWhenStable(doc: Document): () => void {
  const win = doc.defaultView;
  const navigation = win?.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!win || doc.location.hash.length <= 1 || navigation?.type === 'back_forward') return () => undefined;

  let last = -1;
  let readings = 0;
  let elapsed = 0;
  const stop = () => {
    win.clearInterval(timer);
    for (const type of VISITOR_INPUT) win.removeEventListener(type, stop, true);
  };
  const timer = win.setInterval(() => {
    elapsed += HEIGHT_CHECK_MS;
    const height = doc.documentElement.scrollHeight;
    readings = height === last ? readings + 1 : 1;
    last = height;
    if (readings >= STABLE_READINGS) {
      stop();
      hashTarget(doc)?.scrollIntoView({ block: 'start' });
    } else if (elapsed >= GIVE_UP_MS) stop();
  }, HEIGHT_CHECK_MS);
  for (const type of VISITOR_INPUT) win.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
