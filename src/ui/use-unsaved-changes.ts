import { useEffect } from 'react';

/** Makes the browser warn before leaving while the user has unsaved changes (a payment form, an edit form). */
export function useUnsavedChangesWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
