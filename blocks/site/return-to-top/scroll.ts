import { prefersReducedMotion } from '#ui/reduced-motion.ts';

export function isPastThreshold(scrollY: number, threshold: number): boolean {
  return scrollY >= threshold;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Scrolls to the top, smoothly unless the visitor asked for reduced motion, and moves keyboard
 * focus to the page's first focusable element so tabbing goes on from the top. A control not shown
 * at this width (a menu button on a wide screen) takes no focus, so the next one is tried: focus
 * left on this button, which then hides, would be put back by React and stop the scroll midway.
 */
export function scrollToTop(win: Window): void {
  win.scrollTo({ top: 0, behavior: prefersReducedMotion(win) ? 'auto' : 'smooth' });
  for (const candidate of win.document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    candidate.focus({ preventScroll: true });
    if (win.document.activeElement === candidate) return;
  }
}
