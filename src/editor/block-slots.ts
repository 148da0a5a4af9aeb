import type { AstNode, Editor, TinyMCE } from 'tinymce';
import type { BlockEntry } from './block-manifest.ts';
import { INSERT_BLOCK_BUTTON } from './presets.ts';
import { slotHtml } from '../host/slot-props.ts';
import { readSlot, slotCard, type SlotReading } from './slot-markup.ts';
import type { Props } from './schema-values.ts';

const SLOT_SELECTOR = '[data-block]';
const SLOT_CLASS = 'cmsb-editor-slot';

/** Opens the insert-block dialog for a new block (`slot` null) or for the props of `slot`. */
export type OpenBlockDialog = (slot: { element: Element; reading: SlotReading } | null) => void;

const astNode = () => (globalThis as unknown as { tinymce: TinyMCE }).tinymce.html.Node;

function textNode(text: string): AstNode {
  const node = new (astNode())('#text', 3);
  node.value = text;
  return node;
}

function span(className: string, text: string): AstNode {
  const node = astNode().create('span', { class: className });
  node.append(textNode(text));
  return node;
}

/**
 * In the editor a slot is a card that cannot be typed into: its block's title and main props.
 * The card exists only while editing: the serializer writes the slot back as it was, an empty
 * element with its data attributes, so saved HTML keeps every slot and its props byte for byte.
 */
function decorate(node: AstNode, blocks: ReadonlyMap<string, BlockEntry>): void {
  const reading = readSlot({ block: node.attr('data-block') ?? null, props: node.attr('data-props') ?? null });
  const card = slotCard(reading, blocks.get(reading.name));
  node.empty();
  node.attr({
    contenteditable: 'false',
    class: card.problem ? `${SLOT_CLASS} ${SLOT_CLASS}--problem` : SLOT_CLASS,
    role: 'group',
    'aria-label': `Block: ${card.title}`,
  });
  node.append(span(`${SLOT_CLASS}__title`, card.title));
  if (card.details) node.append(span(`${SLOT_CLASS}__details`, card.details));
  if (card.problem) node.append(span(`${SLOT_CLASS}__problem`, card.problem));
}

function undecorate(node: AstNode): void {
  node.empty();
  node.attr({ contenteditable: null, class: null, role: null, 'aria-label': null });
}

const slotOf = (editor: Editor, node: Node | null): Element | null => (node ? editor.dom.getParent(node, SLOT_SELECTOR) : null);

/** Opens the dialog for the slot holding `node`, if one does. */
function openSlot(editor: Editor, node: Node | null, open: OpenBlockDialog): void {
  const element = slotOf(editor, node);
  if (element)
    open({
      element,
      reading: readSlot({ block: element.getAttribute('data-block'), props: element.getAttribute('data-props') }),
    });
}

/** Wires slots into a TinyMCE editor: cards, the Insert block button, editing and removing. */
export function installBlockSlots(editor: Editor, blocks: ReadonlyMap<string, BlockEntry>, open: OpenBlockDialog): void {
  editor.on('PreInit', () => {
    editor.parser.addAttributeFilter('data-block', (nodes) => nodes.forEach((node) => decorate(node, blocks)));
    editor.serializer.addAttributeFilter('data-block', (nodes) => nodes.forEach(undecorate));
  });

  editor.ui.registry.addButton(INSERT_BLOCK_BUTTON, {
    text: 'Insert block',
    // note: the tooltip is the button's accessible name; it repeats the visible text so that
    // speech users can say what they see
    tooltip: 'Insert block',
    onAction: () => open(null),
  });
  editor.ui.registry.addButton('cmsblockedit', {
    text: 'Edit block',
    onAction: () => openSlot(editor, editor.selection.getNode(), open),
  });
  editor.ui.registry.addButton('cmsblockremove', {
    icon: 'remove',
    tooltip: 'Remove block',
    onAction: () => {
      const element = slotOf(editor, editor.selection.getNode());
      if (!element) return;
      editor.undoManager.transact(() => editor.dom.remove(element));
      editor.focus();
    },
  });
  editor.ui.registry.addContextToolbar('cmsblock', {
    predicate: (node) => node.matches(SLOT_SELECTOR),
    items: 'cmsblockedit cmsblockremove',
    position: 'node',
    scope: 'node',
  });
  editor.on('dblclick', (event: MouseEvent) => {
    // note: the target lives in the editing iframe, whose Node is not this window's (no instanceof)
    openSlot(editor, event.target as Node | null, open);
  });
}

/**
 * Puts a block into the content: at the cursor (`replace` null), or in place of the slot being
 * edited. It goes through TinyMCE's parser like any content, so it becomes a card there too.
 */
export function placeSlot(editor: Editor, name: string, props: Props, replace: Element | null): void {
  editor.focus();
  editor.undoManager.transact(() => {
    if (replace?.isConnected) editor.selection.select(replace);
    editor.insertContent(slotHtml(name, props));
  });
}
