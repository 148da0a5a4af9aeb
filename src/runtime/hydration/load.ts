import type { Strategy } from './strategy.ts';

/** Hydrates at once. */
export const load: Strategy = (_slot, run) => {
  let cancelled = false;
  queueMicrotask(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
};
