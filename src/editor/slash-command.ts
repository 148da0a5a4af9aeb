import type { Editor } from 'tinymce';
import type { BlockEntry } from './block-manifest.ts';
import { blocksInOrder, findBlockGroups } from './inserter/block-search.ts';

/** The slash menu's last item, which opens the whole inserter (no block name holds a `*`). */
const BROWSE_ALL = '*';
/** Blocks the slash menu lists at most, "Browse all blocks" after them. */
const SLASH_MENU_LENGTH = 8;

/**
 * Whether a paragraph's text is a slash command: `/` typed at the start of an empty paragraph,
 * then the start of a block's name ("/cart"). TinyMCE's zero-width caret characters aside; a
 * space ends the command, as it ends TinyMCE's autocompleter.
 */
export const isSlashCommand = (paragraphText: string): boolean => /^\/\S*$/.test(paragraphText.replace(/\uFEFF/g, ''));

/** What the slash menu offers for what was typed after the `/`: the inserter's matches, in its order, then "Browse all blocks". */
export function slashMenu(blocks: readonly BlockEntry[], query: string): { value: string; text: string }[] {
  const found = blocksInOrder(findBlockGroups(blocks, query)).slice(0, SLASH_MENU_LENGTH);
  return [...found.map((block) => ({ value: block.name, text: block.title })), { value: BROWSE_ALL, text: 'Browse all blocks…' }];
}

/**
 * The slash command, as in WordPress and Notion: `/` at the start of an empty paragraph, then
 * the start of a block's name, lists the matching blocks; choosing one removes what was typed and
 * calls `choose` with it (null for "Browse all blocks").
 */
export function installSlashCommand(
  editor: Editor,
  blocks: ReadonlyMap<string, BlockEntry>,
  choose: (block: BlockEntry | null) => void,
): void {
  editor.ui.registry.addAutocompleter('cmsblockslash', {
    trigger: '/',
    minChars: 0,
    columns: 1,
    maxResults: SLASH_MENU_LENGTH + 1,
    matches: (range) => {
      const paragraph = editor.dom.getParent(range.startContainer, 'p');
      return paragraph?.parentNode === editor.getBody() && isSlashCommand(paragraph.textContent);
    },
    fetch: (query) => Promise.resolve(slashMenu([...blocks.values()], query)),
    onAction: (menu, range, value) => {
      menu.hide();
      editor.selection.setRng(range);
      editor.execCommand('Delete');
      choose(blocks.get(value) ?? null);
    },
  });
}
