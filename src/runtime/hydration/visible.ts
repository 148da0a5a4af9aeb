import type { Strategy } from './strategy.ts';

/** Start loading a little before the slot scrolls into view. */
const ROOT_MARGIN = '200px';

const pending = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const run = pending.get(entry.target);
        pending.delete(entry.target);
        observer?.unobserve(entry.target);
        run?.();
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  return observer;
}

/** Hydrates when the slot comes near the viewport. */
export const visible: Strategy = (slot, run) => {
  if (typeof IntersectionObserver === 'undefined') {
    const handle = setTimeout(run, 0);
    return () => clearTimeout(handle);
  }
  pending.set(slot, run);
  sharedObserver().observe(slot);
  return () => {
    pending.delete(slot);
    observer?.unobserve(slot);
  };
};
