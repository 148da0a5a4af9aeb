import { BLOCK_CATEGORIES, type BlockCategory, type BlockEntry } from '#contracts/block-manifest.ts';

/** One heading of the inserter's list: a category, or the deprecated blocks after all of them. */
export interface BlockGroup {
  key: BlockCategory | 'deprecated';
  heading: string;
  blocks: BlockEntry[];
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * Whether every word of the query starts a word of the block's title, keywords or description
 * ("cart" finds "Add to cart" and the keyword "basket" finds the cart; "art" finds neither).
 * Starts of words, not any substring, so a short query does not match half the list.
 */
function matches(block: BlockEntry, query: readonly string[]): boolean {
  const own = words([block.title, ...block.keywords, block.description].join(' '));
  return query.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/** Whether the title alone matches: such blocks come first in their group. */
const titleMatches = (block: BlockEntry, query: readonly string[]) =>
  query.every((word) => words(block.title).some((candidate) => candidate.startsWith(word)));

/**
 * What the inserter offers for `query`: insertable blocks only, grouped by category in
 * BLOCK_CATEGORIES' order, deprecated ones in a last group of their own. In a group, blocks whose
 * title matches come before those found by a keyword or their description, each by title.
 * Empty groups are left out.
 */
export function findBlockGroups(blocks: readonly BlockEntry[], query: string): BlockGroup[] {
  const wanted = words(query);
  const found = blocks
    .filter((block) => block.insertable && matches(block, wanted))
    .sort((a, b) => Number(titleMatches(b, wanted)) - Number(titleMatches(a, wanted)) || a.title.localeCompare(b.title));
  const groups: BlockGroup[] = BLOCK_CATEGORIES.map((category) => ({
    key: category,
    heading: category,
    blocks: found.filter((block) => block.category === category && block.deprecated === null),
  }));
  groups.push({ key: 'deprecated', heading: 'Deprecated', blocks: found.filter((block) => block.deprecated !== null) });
  return groups.filter((group) => group.blocks.length > 0);
}

/** The groups' blocks in the order the list shows them: what the arrow keys step through. */
export const blocksInOrder = (groups: readonly BlockGroup[]): BlockEntry[] => groups.flatMap((group) => group.blocks);
