/**
 * Where the toasts show. A toast never covers the control that made it: it sits at the bottom edge
 * (bottom-left on wide screens, a full-width bar on phones), or at the top edge when that control
 * is in the lower half of the window, as a form's Save and Delete buttons usually are. A form sent
 * with Enter in one of its fields was made by its submit button, as if clicked.
 */
export type ToastEdge = 'top' | 'bottom';

/** The edge away from `control` (the box of the control that made the toast, if known). */
export function toastEdgeFor(control: Pick<DOMRect, 'top' | 'bottom'> | null, windowHeight: number): ToastEdge {
  if (!control) return 'bottom';
  return (control.top + control.bottom) / 2 > windowHeight / 2 ? 'top' : 'bottom';
}

/**
 * Follows the element people last pressed, tapped or typed in: by the time a toast shows (after a
 * request) a busy button has lost focus, and Safari never focuses a clicked button. A form sent
 * hands over to the button that sent it (its first submit button when Enter in a field did), so
 * the toast keeps off the form's buttons however it was sent.
 */
export function followLastControl(target: Document): { control: () => Element | null; stop: () => void } {
  let last: Element | null = null;
  const remember = (event: Event) => {
    if (event.target instanceof Element) last = event.target;
  };
  const rememberSubmitter = (event: Event) => {
    if (event instanceof SubmitEvent && event.submitter) last = event.submitter;
  };
  target.addEventListener('pointerdown', remember, true);
  target.addEventListener('keydown', remember, true);
  target.addEventListener('submit', rememberSubmitter, true);
  return {
    // A control that left the page (a dialog's confirm button) hands over to where focus went back.
    control: () => (last?.isConnected ? last : target.activeElement === target.body ? null : target.activeElement),
    stop: () => {
      target.removeEventListener('pointerdown', remember, true);
      target.removeEventListener('keydown', remember, true);
      target.removeEventListener('submit', rememberSubmitter, true);
    },
  };
}
