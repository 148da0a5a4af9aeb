import { useCallback, useEffect, useState, type RefObject } from 'react';
import { focusFirstError } from './focus-first-error.ts';

/**
 * Returns `request()`: after the render it causes (once the invalid controls carry aria-invalid),
 * focus moves to the first invalid control inside `container`. Call it from a failed submit.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0 && container.current) focusFirstError(container.current);
  }, [requests, container]);
  return useCallback(() => setRequests((count) => count + 1), []);
}
