import { useEffect, useState } from 'react';
import type { Badge } from './badge-rules.ts';

/** conference.md 9: printing waits 1 s, and the print view goes 1 s after that. */
export const PRINT_DELAY_MS = 1000;
export const PRINT_VIEW_MS = 1000;

/** On <html> while a badge prints: the document's print rules then show the badge alone. */
export const PRINTING_CLASS = 'cmsb-badge-printing';

/**
 * The badge being printed, or null. `print(badge)` shows the print view, opens the browser's print
 * dialog a second later and takes the view away a second after the dialog returns.
 */
export function usePrintCycle(): { printing: Badge | null; print: (badge: Badge) => void } {
  const [printing, setPrinting] = useState<Badge | null>(null);
  useEffect(() => {
    if (!printing) return;
    const root = document.documentElement;
    root.classList.add(PRINTING_CLASS);
    let removal: ReturnType<typeof setTimeout> | undefined;
    const opening = setTimeout(() => {
      window.print();
      removal = setTimeout(() => setPrinting(null), PRINT_VIEW_MS);
    }, PRINT_DELAY_MS);
    return () => {
      clearTimeout(opening);
      clearTimeout(removal);
      root.classList.remove(PRINTING_CLASS);
    };
  }, [printing]);
  return { printing, print: setPrinting };
}
