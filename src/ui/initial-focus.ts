/** Controls a person fills in; a hidden, disabled or read-only one is passed over. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([hidden]):not([disabled]):not([readonly])',
  'select:not([hidden]):not([disabled])',
  'textarea:not([hidden]):not([disabled]):not([readonly])',
].join(', ');

/** What a component asks to be focused first instead of the first field (`data-autofocus`). */
export const AUTOFOCUS_ATTRIBUTE = 'data-autofocus';

/**
 * Moves focus to the first field inside `container`, or to the element marked `data-autofocus`
 * when there is one. Returns what it focused, or null when there was nothing to focus.
 */
export function focusFirstField(container: HTMLElement): HTMLElement | null {
  const target =
    container.querySelector<HTMLElement>(`[${AUTOFOCUS_ATTRIBUTE}]`) ?? container.querySelector<HTMLElement>(FIELD_SELECTOR);
  if (!target) return null;
  target.focus();
  return target;
}
