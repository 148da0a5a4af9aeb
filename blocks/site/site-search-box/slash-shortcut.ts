/** Input types that take typed text; the others (checkbox, button, range...) do not. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether a key pressed in `target` types into it: a text field, a textarea, a select or editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * Whether a keydown is the "/" shortcut to the search box: the plain key (Shift allowed, as some
 * layouts need it), not already handled (a second box on the page leaves it to the first), and not
 * typed into a field. The target is the innermost one, inside shadow roots too.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) {
    return false;
  }
  return !isTypingTarget(event.composedPath()[0] ?? event.target);
}
