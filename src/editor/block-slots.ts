import type { AstNode, Editor } from 'tinymce';
import { slotReferences } from '#contracts/slot-references.ts';
import { encodeSlotProps, slotHtml } from '#host/slot-props.ts';
import type { BlockEntry } from './block-manifest.ts';
import { INSERT_BLOCK_BUTTON } from './presets.ts';
import type { ReferenceCheck } from './preview/reference-warnings.ts';
import {
  ACTION_ATTRIBUTE,
  decorateSlot,
  isDecorated,
  isSlotAction,
  setSlotWarning,
  SLOT_ACTIONS,
  type SlotAction,
} from './preview/slot-decorations.ts';
import { installSlashCommand } from './slash-command.ts';
import { modifierKeyName, neighbour, slotToSelect, stepFromSlot } from './slot-keys.ts';
import { readSlot, slotTitle, type SlotReading } from './slot-markup.ts';
import type { Props } from './schema-values.ts';

const SLOT_SELECTOR = '[data-block]';
const SLOT_CLASS = 'cmsb-editor-slot';
/** Marks the paragraph placeSlot adds after a new slot, until the caret is in it. */
const CARET_MARK = 'data-cmsb-caret';
/** Fired on the editor when a slot's props changed in place: it gets a preview of its new props. */
const SLOT_CHANGE_EVENT = 'CmsbSlotChange';

/**
 * Opens the insert-block dialog for a new block (`slot` null), at the form of `block` when one was
 * chosen already (the slash command), or for the props of `slot`.
 */
export type OpenBlockDialog = (slot: { element: Element; reading: SlotReading } | null, block?: BlockEntry | null) => void;

/**
 * The key that opens "Insert block" with Ctrl (or Cmd) and Shift: TinyMCE has no shortcut on it
 * (Ctrl+Shift+K, free in TinyMCE too, opens Firefox's web console). Matched by its place on the
 * keyboard (`KeyboardEvent.code`), so it works whatever the layout types there (Cyrillic, Greek).
 */
const INSERT_BLOCK_CODE = 'KeyL';
const MODIFIER = modifierKeyName(navigator.platform);
const INSERT_BLOCK_SHORTCUT = `${MODIFIER}+Shift+L`;

/**
 * The "Blocks" tab of TinyMCE's help (Alt+0), for the help plugin's `help_tabs`: how to insert,
 * reach, edit, move and remove blocks from the keyboard.
 */
export const BLOCKS_HELP_TAB = {
  name: 'blocks',
  title: 'Blocks',
  items: [
    {
      type: 'table',
      header: ['Action', 'Keys'],
      cells: [
        ['Insert block', `${INSERT_BLOCK_SHORTCUT}, or / at the start of an empty paragraph, then the block's name`],
        [
          'Select the block before or after the text',
          'Left or Right arrow at the start or end of the text, Up or Down arrow on its first or last line',
        ],
        ['Go from a selected block to the text or block beside it', 'Up, Down, Left or Right arrow'],
        [SLOT_ACTIONS.edit, 'Enter'],
        [SLOT_ACTIONS.up, `${MODIFIER}+Shift+Up`],
        [SLOT_ACTIONS.down, `${MODIFIER}+Shift+Down`],
        [SLOT_ACTIONS.remove, 'Delete'],
      ],
    },
  ],
};

export interface BlockSlotsOptions {
  /** Checks what saved slots reference; a slot whose reference has gone shows a warning. */
  references?: ReferenceCheck;
}

/**
 * In the editor a slot cannot be typed into: TinyMCE treats it as one object, selected like a
 * character. Only these attributes stay in undo levels; the strip and the preview inside are
 * added to the document (slot-decorations.ts), and the serializer writes the slot back as it
 * was, an empty element with its data attributes, so saved HTML keeps every slot byte for byte.
 */
function markSlot(node: AstNode): void {
  node.empty();
  node.attr({ contenteditable: 'false', class: SLOT_CLASS, role: 'group' });
}

function unmarkSlot(node: AstNode): void {
  node.empty();
  node.attr({ contenteditable: null, class: null, role: null, 'aria-label': null });
}

const readElement = (element: Element): SlotReading =>
  readSlot({ block: element.getAttribute('data-block'), props: element.getAttribute('data-props') });

const slotOf = (editor: Editor, node: Node | null): Element | null => (node ? editor.dom.getParent(node, SLOT_SELECTOR) : null);

/** The slot TinyMCE has selected as a whole (not a caret beside it), if any. */
function selectedSlot(editor: Editor): Element | null {
  const node = editor.selection.getNode();
  return node.matches(SLOT_SELECTOR) && node.hasAttribute('data-mce-selected') ? node : null;
}

/**
 * Whether the caret is on the last line of `block`'s text (Down) or its first (Up): from there
 * the arrow goes to what is beside the block.
 */
function onEdgeLine(editor: Editor, block: Element, direction: 'up' | 'down'): boolean {
  const caret = editor.selection.getRng().getClientRects()[0];
  if (!caret) return true;
  const box = block.getBoundingClientRect();
  const line = parseFloat(editor.getWin().getComputedStyle(block).lineHeight) || caret.height;
  return (direction === 'up' ? caret.top - box.top : box.bottom - caret.bottom) < line;
}

/** Moves a slot above or below its neighbour, as one undoable step; false when it is already at that end. */
function moveSlot(editor: Editor, slot: Element, direction: 'up' | 'down'): boolean {
  const other = neighbour(slot, direction);
  if (!other) return false;
  editor.undoManager.transact(() => (direction === 'up' ? other.before(slot) : other.after(slot)));
  editor.selection.select(slot);
  editor.nodeChanged();
  return true;
}

function removeSlot(editor: Editor, slot: Element): void {
  editor.undoManager.transact(() => editor.dom.remove(slot));
  editor.focus();
}

/** Wires slots into a TinyMCE editor: previews with their strips, the Insert block button, the keys and the context toolbar. */
export function installBlockSlots(
  editor: Editor,
  blocks: ReadonlyMap<string, BlockEntry>,
  open: OpenBlockDialog,
  { references }: BlockSlotsOptions = {},
): void {
  const openSlot = (slot: Element | null) => {
    if (slot) open({ element: slot, reading: readElement(slot) });
  };
  const act = (action: SlotAction, slot: Element) => {
    if (action === 'edit') openSlot(slot);
    else if (action === 'remove') removeSlot(editor, slot);
    else moveSlot(editor, slot, action);
  };

  const referencesOf = (slot: Element) => {
    const reading = readElement(slot);
    const entry = blocks.get(reading.name);
    return entry && reading.props ? slotReferences(entry.props, reading.props) : [];
  };
  const showWarnings = (slots: readonly Element[]) => {
    if (!references) return;
    for (const slot of slots) setSlotWarning(slot, references.warning(referencesOf(slot)));
  };

  /** Gives every slot without them its strip and preview, after anything that rewrote the content. */
  const decorateSlots = () => {
    const slots = editor.dom.select(SLOT_SELECTOR);
    for (const slot of slots) {
      if (isDecorated(slot)) continue;
      const title = slotTitle(readElement(slot), blocks.get(slot.getAttribute('data-block') ?? ''));
      slot.setAttribute('aria-label', `Block: ${title}`);
      decorateSlot(slot, title);
    }
    showWarnings(slots);
    void references?.check(slots.flatMap(referencesOf)).then(() => showWarnings(editor.dom.select(SLOT_SELECTOR)));
  };

  editor.on('PreInit', () => {
    editor.parser.addAttributeFilter('data-block', (nodes) => nodes.forEach(markSlot));
    editor.serializer.addAttributeFilter('data-block', (nodes) => nodes.forEach(unmarkSlot));
  });
  // note: undo and redo write their levels as raw HTML, without the parser, so the previews are
  // added after every change of content rather than by a parser filter
  editor.on(`SetContent Undo Redo ExecCommand ${SLOT_CHANGE_EVENT}`, decorateSlots);

  editor.ui.registry.addButton(INSERT_BLOCK_BUTTON, {
    text: 'Insert block',
    // note: the tooltip is the button's accessible name; it starts with the visible text so that
    // speech users can say what they see
    tooltip: `Insert block (${INSERT_BLOCK_SHORTCUT})`,
    onAction: () => open(null),
  });
  installSlashCommand(editor, blocks, (block) => open(null, block));
  const toolbarButton = (name: string, action: SlotAction, shortcut: string) =>
    editor.ui.registry.addButton(name, {
      text: SLOT_ACTIONS[action],
      tooltip: shortcut ? `${SLOT_ACTIONS[action]} (${shortcut})` : SLOT_ACTIONS[action],
      onAction: () => {
        const slot = slotOf(editor, editor.selection.getNode());
        if (slot) act(action, slot);
      },
    });
  toolbarButton('cmsblockedit', 'edit', 'Enter');
  toolbarButton('cmsblockup', 'up', `${MODIFIER}+Shift+Up`);
  toolbarButton('cmsblockdown', 'down', `${MODIFIER}+Shift+Down`);
  toolbarButton('cmsblockremove', 'remove', 'Delete');
  editor.ui.registry.addContextToolbar('cmsblock', {
    predicate: (node) => node.matches(SLOT_SELECTOR),
    items: 'cmsblockedit cmsblockup cmsblockdown cmsblockremove',
    position: 'node',
    scope: 'node',
  });

  editor.on('click', (event: MouseEvent) => {
    // note: the target lives in the editing iframe, whose Node is not this window's (no instanceof)
    const target = event.target as Element | null;
    const button = typeof target?.closest === 'function' ? target.closest(`[${ACTION_ATTRIBUTE}]`) : null;
    const action = button?.getAttribute(ACTION_ATTRIBUTE) ?? null;
    const slot = slotOf(editor, button);
    if (!slot || !isSlotAction(action)) return;
    event.preventDefault();
    act(action, slot);
  });
  editor.on('ObjectSelected', (event) => {
    // note: TinyMCE puts a copy of a selected object off screen as the real selection (what is
    // copied, what a screen reader reads); a deep copy of a slot would start a second preview.
    // Its attributes are the slot as saved, and its name "Block: Add to cart"
    const target = event.target as Element;
    if (target.matches(SLOT_SELECTOR)) event.targetClone = target.cloneNode(false);
  });
  editor.on('dblclick', (event: MouseEvent) => openSlot(slotOf(editor, event.target as Node | null)));
  editor.on('keydown', (event: KeyboardEvent) => {
    const plain = !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;
    const withShift = (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey;
    if (withShift && event.code === INSERT_BLOCK_CODE) {
      event.preventDefault();
      open(null);
      return;
    }
    const slot = selectedSlot(editor);
    if (!slot) {
      const beside = plain
        ? slotToSelect(editor.getBody(), editor.selection.getRng(), event.key, (block, direction) =>
            onEdgeLine(editor, block, direction),
          )
        : null;
      if (beside) {
        event.preventDefault();
        editor.selection.select(beside);
      }
      return;
    }
    const step = plain ? stepFromSlot(slot, event.key) : null;
    if (plain && event.key === 'Enter') {
      event.preventDefault();
      openSlot(slot);
    } else if (withShift && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      moveSlot(editor, slot, event.key === 'ArrowUp' ? 'up' : 'down');
    } else if (step) {
      event.preventDefault();
      if ('select' in step) editor.selection.select(step.select);
      else {
        editor.selection.select(step.caret, true);
        editor.selection.collapse(step.toStart);
      }
      editor.nodeChanged();
    }
  });
}

/**
 * Puts a new block at the caret, with a new empty paragraph after it (so what is typed next, and
 * the next block, come after it); or gives the slot being edited its new props. Either is one
 * undoable step. Answers where the editor goes back to once the dialog has closed (returnTo).
 */
export function placeSlot(editor: Editor, name: string, props: Props, replace: Element | null): Element | null {
  if (replace?.isConnected) {
    editor.undoManager.transact(() => {
      if (Object.keys(props).length > 0) replace.setAttribute('data-props', encodeSlotProps(props));
      else replace.removeAttribute('data-props');
      replace.replaceChildren();
    });
    editor.dispatch(SLOT_CHANGE_EVENT);
    return replace;
  }
  editor.focus();
  let paragraph: Element | null = null;
  editor.undoManager.transact(() => {
    editor.insertContent(`${slotHtml(name, props)}<p ${CARET_MARK}=""><br data-mce-bogus="1"></p>`);
    paragraph = editor.dom.select(`[${CARET_MARK}]`)[0] ?? null;
    paragraph?.removeAttribute(CARET_MARK);
  });
  return paragraph;
}

/**
 * Focuses the editing area again after a dialog: with the slot selected (its keys work at once),
 * or the caret at the start of the paragraph.
 *
 * note: called once the dialog has closed, since closing gives focus back to the toolbar button
 * that opened it; typing there would open the dialog again at the first space
 */
export function returnTo(editor: Editor, target: Element | null): void {
  editor.focus();
  if (!target?.isConnected) return;
  if (target.matches(SLOT_SELECTOR)) editor.selection.select(target);
  else editor.selection.setCursorLocation(target, 0);
  editor.nodeChanged();
}
