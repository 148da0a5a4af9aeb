import { prefersReducedMotion } from '../../../src/ui/reduced-motion.ts';

export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY >= threshold;
}

/**
 * Scrolls to the top, smoothly unless the visitor asked for reduced motion, and moves keyboard
 * focus to the page's first focusable element so tabbing goes on from the top.
 */
export function scrollToTop(win: Window): void {
  win.scrollTo({ top: 0, behavior: prefersReducedMotion(win) ? 'auto' : 'smooth' });
  const first = win.document.querySelector<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
  );
  first?.focus({ preventScroll: true });
}
