import { PREVIEW_ATTRIBUTE } from '#contracts/editor-preview.ts';

/** The strip's buttons, in their order: what each does to its slot and what it says. */
export const SLOT_ACTIONS = { edit: 'Edit', up: 'Move up', down: 'Move down', remove: 'Remove' } as const;
export type SlotAction = keyof typeof SLOT_ACTIONS;
export const ACTION_ATTRIBUTE = 'data-cmsb-slot-action';

const STRIP_CLASS = 'cmsb-editor-slot__strip';
const WARNING_CLASS = 'cmsb-editor-slot__warning';

export const isSlotAction = (value: string | null): value is SlotAction =>
  value !== null && Object.prototype.hasOwnProperty.call(SLOT_ACTIONS, value);

/**
 * What the editor adds inside a slot while a page is edited: a strip (its title, a warning, its
 * buttons) and the preview's mount point. TinyMCE leaves `data-mce-bogus="all"` elements out of
 * saved HTML and undo levels, so a saved slot stays the empty element it was.
 */
export function decorateSlot(slot: Element, title: string): void {
  const doc = slot.ownerDocument;
  const element = (tag: string, className: string, text?: string) => {
    const node = doc.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const strip = element('div', STRIP_CLASS);
  strip.setAttribute('data-mce-bogus', 'all');
  const warning = element('span', WARNING_CLASS);
  warning.hidden = true;
  const actions = element('span', 'cmsb-editor-slot__actions');
  for (const [action, text] of Object.entries(SLOT_ACTIONS)) {
    const button = element('button', 'cmsb-editor-slot__action', text);
    button.setAttribute('type', 'button');
    button.setAttribute(ACTION_ATTRIBUTE, action);
    // note: the keyboard reaches these through the selected slot's keys and the context
    // toolbar; in the tab order they would stop every Tab out of the editing area
    button.tabIndex = -1;
    actions.append(button);
  }
  strip.append(element('span', 'cmsb-editor-slot__title', title), warning, actions);

  const preview = element('div', 'cmsb-editor-slot__preview');
  preview.setAttribute('data-mce-bogus', 'all');
  preview.setAttribute(PREVIEW_ATTRIBUTE, slot.getAttribute('data-block') ?? '');
  const props = slot.getAttribute('data-props');
  if (props !== null) preview.setAttribute('data-props', props);
  // note: every preview at once, not when scrolled to: the editing area is one small window
  preview.setAttribute('data-hydrate', 'load');
  // Clicks go to the slot (TinyMCE selects it); nothing in the preview can be used or focused.
  preview.inert = true;
  slot.replaceChildren(strip, preview);
}

export const isDecorated = (slot: Element): boolean => slot.firstElementChild?.classList.contains(STRIP_CLASS) ?? false;

/** Shows `text` as the slot's warning, or hides the warning for null. */
export function setSlotWarning(slot: Element, text: string | null): void {
  const warning = slot.querySelector<HTMLElement>(`:scope > .${STRIP_CLASS} > .${WARNING_CLASS}`);
  if (!warning) return;
  warning.textContent = text ?? '';
  warning.hidden = text === null;
}
