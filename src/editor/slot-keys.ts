/** The arrow keys' rules around slots, which TinyMCE treats as objects selected like a character. */

const SLOT_SELECTOR = '[data-block]';

type Direction = 'up' | 'down';

const isSlot = (element: Element | null): element is Element => element?.matches(SLOT_SELECTOR) ?? false;

const directionOf = (key: string): Direction | null =>
  key === 'ArrowUp' || key === 'ArrowLeft' ? 'up' : key === 'ArrowDown' || key === 'ArrowRight' ? 'down' : null;

/** The content element next to `element`, past TinyMCE's carets and other bogus nodes. */
export function neighbour(element: Element, direction: Direction): Element | null {
  let next = direction === 'up' ? element.previousElementSibling : element.nextElementSibling;
  while (next?.hasAttribute('data-mce-bogus') || next?.hasAttribute('data-mce-caret'))
    next = direction === 'up' ? next.previousElementSibling : next.nextElementSibling;
  return next;
}

/** The child of the editing area's body that holds `node`. */
function topLevel(body: Element, node: Node): Element | null {
  let element: Element | null = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
  while (element && element.parentElement !== body) element = element.parentElement;
  return element;
}

/** Whether the caret is at the start (or end) of `block`'s text: nothing but TinyMCE's zero-width characters lies between. */
function atEdge(block: Element, caret: Range, direction: Direction): boolean {
  const rest = block.ownerDocument.createRange();
  rest.selectNodeContents(block);
  if (direction === 'up') rest.setEnd(caret.startContainer, caret.startOffset);
  else rest.setStart(caret.endContainer, caret.endOffset);
  return rest.toString().replace(/\uFEFF/g, '') === '' && rest.cloneContents().querySelector('img, [data-block]') === null;
}

/**
 * The slot an arrow key selects from a caret, in one press, as if it were a character: Right from
 * the end of the text just before it, Left from the start of the text just after it; Down and Up
 * when `onEdgeLine` says the caret is on the last (or first) line of that text. From TinyMCE's
 * caret beside a slot (the line it draws across it), Right and Down select the slot after it,
 * Left and Up the one before it.
 */
export function slotToSelect(
  body: Element,
  caret: Range,
  key: string,
  onEdgeLine: (block: Element, direction: Direction) => boolean,
): Element | null {
  const direction = directionOf(key);
  if (!direction || !caret.collapsed) return null;
  const block = topLevel(body, caret.startContainer);
  if (!block) return null;
  const side = block.getAttribute('data-mce-caret');
  if (side !== null) {
    const slot =
      side === 'before' && direction === 'down'
        ? block.nextElementSibling
        : side === 'after' && direction === 'up'
          ? block.previousElementSibling
          : null;
    return isSlot(slot) ? slot : null;
  }
  const slot = neighbour(block, direction);
  if (!isSlot(slot)) return null;
  const vertical = key === 'ArrowUp' || key === 'ArrowDown';
  return (vertical ? onEdgeLine(block, direction) : atEdge(block, caret, direction)) ? slot : null;
}

/** Where an arrow key goes from a selected slot: the slot beside it, or the caret into the text beside it. */
export type SlotStep = { select: Element } | { caret: Element; toStart: boolean };

/**
 * From a selected slot, Down and Right go to the element after it, Up and Left to the one before
 * it, never past it: a slot is selected, text gets the caret at its near end. Null at either end
 * of the content, where TinyMCE's caret beside the slot lets text be typed there.
 */
export function stepFromSlot(slot: Element, key: string): SlotStep | null {
  const direction = directionOf(key);
  const next = direction && neighbour(slot, direction);
  if (!next) return null;
  return isSlot(next) ? { select: next } : { caret: next, toStart: direction === 'down' };
}

/** The shortcuts' modifier as the keyboard names it (Apple's say Cmd): the keys work with Ctrl or Cmd. */
export const modifierKeyName = (platform: string) => (/Mac|iPhone|iPad/.test(platform) ? 'Cmd' : 'Ctrl');
