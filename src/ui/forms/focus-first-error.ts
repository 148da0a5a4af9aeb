import { prefersReducedMotion } from '../reduced-motion.ts';

/**
 * Moves focus to the first control in `container` marked aria-invalid="true" (document order),
 * scrolled to the middle of the view so its label shows too. Call it after a failed submit.
 * Returns the control, or null when nothing is invalid (or there is no container yet).
 */
export function focusFirstError(container: HTMLElement | null): HTMLElement | null {
  const control = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!control) return null;
  if (typeof control.scrollIntoView === 'function') {
    control.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }
  control.focus({ preventScroll: true });
  return control;
}
