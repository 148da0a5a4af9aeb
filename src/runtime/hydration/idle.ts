import type { Strategy } from './strategy.ts';

/** Longest wait for an idle period before hydrating anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** Hydrates when the main thread is idle. */
export const idle: Strategy = (_slot, run) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
};
