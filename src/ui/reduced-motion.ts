/** Whether the visitor asked for reduced motion; scrolls and slides then jump instead of glide. */
export function prefersReducedMotion(win: Window = window): boolean {
  return typeof win.matchMedia === 'function' && win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
