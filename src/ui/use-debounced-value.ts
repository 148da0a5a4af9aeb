import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: typing asks the server once per pause, not per
 * key, and arrow keys held down show one preview, not one per step.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
