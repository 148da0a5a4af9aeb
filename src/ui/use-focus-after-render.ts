import { useCallback, useEffect, useState } from 'react';

/**
 * Returns `focusAfterRender(focus)`: `focus` runs once the render the caller's state changes cause
 * has been committed, so what it moves focus to is on the page (a confirmation that replaces its
 * form, a field just added, the first control just marked aria-invalid). Call it beside those
 * state changes, from an event handler or a callback; the latest call wins.
 * note: a passive effect, so it runs after that commit's layout effects: an ErrorBanner appearing in
 * it has taken the focus already, and `focus` takes it over.
 */
export function useFocusAfterRender(): (focus: () => void) => void {
  const [request, setRequest] = useState<{ focus: () => void } | null>(null);
  useEffect(() => {
    request?.focus();
  }, [request]);
  return useCallback((focus: () => void) => setRequest({ focus }), []);
}
