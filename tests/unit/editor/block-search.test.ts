import { BLOCK_CATEGORIES } from '#contracts/block-manifest.ts';
import { blocksInOrder, findBlockGroups, type BlockGroup } from '#editor/inserter/block-search.ts';
import { AUTHORING_BLOCKS, IMPERSONATION_BANNER } from '../../fixtures/editor/authoring.ts';
import { realBlocks } from './fixtures.ts';

const titles = (groups: readonly BlockGroup[]) =>
  Object.fromEntries(groups.map((group) => [group.heading, group.blocks.map((block) => block.title)]));

describe('findBlockGroups', () => {
  it('groups every insertable block by category in the manifest order, each by title, deprecated ones last', () => {
    const groups = findBlockGroups(AUTHORING_BLOCKS, '');
    expect(groups.map((group) => group.key)).toEqual(['Commerce', 'Site', 'Accounts', 'Conference desk', 'deprecated']);
    expect(titles(groups)).toEqual({
      Commerce: ['Add to cart', 'Cart and checkout', 'Quick shop', 'Suggested products'],
      Site: ['Rotating banner', 'Spacer (medium)'],
      Accounts: ['Sign in'],
      'Conference desk': ['Check-in desk'],
      Deprecated: ['Suggested products (old)'],
    });
  });

  it('offers no block a content administrator may not insert, whatever the search', () => {
    expect(blocksInOrder(findBlockGroups(AUTHORING_BLOCKS, ''))).not.toContain(IMPERSONATION_BANNER);
    expect(findBlockGroups(AUTHORING_BLOCKS, 'impersonation')).toEqual([]);
  });

  it('finds a block by a keyword that is not in its title', () => {
    expect(titles(findBlockGroups(AUTHORING_BLOCKS, 'basket'))).toEqual({ Commerce: ['Add to cart', 'Cart and checkout'] });
    expect(titles(findBlockGroups(AUTHORING_BLOCKS, 'Log IN'))).toEqual({ Accounts: ['Sign in'] });
  });

  it('matches the starts of words only, and needs every word of the query', () => {
    expect(titles(findBlockGroups(AUTHORING_BLOCKS, 'car'))).toEqual({
      // Quick shop by its description ("a quick Add to cart"), so after the titles
      Commerce: ['Add to cart', 'Cart and checkout', 'Quick shop'],
      Site: ['Rotating banner'],
    });
    expect(findBlockGroups(AUTHORING_BLOCKS, 'art')).toEqual([]);
    expect(titles(findBlockGroups(AUTHORING_BLOCKS, '  cart   checkout '))).toEqual({ Commerce: ['Cart and checkout'] });
    expect(findBlockGroups(AUTHORING_BLOCKS, 'cart zebra')).toEqual([]);
  });

  it('puts blocks found by their title before those found by a description, in each group', () => {
    // "Quick shop" is found by its description ("Products in titled sections") only
    expect(titles(findBlockGroups(AUTHORING_BLOCKS, 'products'))).toEqual({
      Commerce: ['Suggested products', 'Quick shop'],
      Deprecated: ['Suggested products (old)'],
    });
  });

  it('leaves the list it is given as it was', () => {
    const before = AUTHORING_BLOCKS.map((block) => block.name);
    findBlockGroups(AUTHORING_BLOCKS, 'cart');
    expect(AUTHORING_BLOCKS.map((block) => block.name)).toEqual(before);
  });

  it('knows every category the manifest allows, in its order', () => {
    const oneEach = BLOCK_CATEGORIES.map((category, index) => ({
      ...AUTHORING_BLOCKS[0]!,
      deprecated: null,
      serverRender: false,
      name: `b${index}`,
      title: `Block ${index}`,
      category,
    }));
    expect(findBlockGroups(oneEach.toReversed(), '').map((group) => group.key)).toEqual([...BLOCK_CATEGORIES]);
  });
});

describe('blocksInOrder', () => {
  it('is the order the arrow keys step through: the groups one after another', () => {
    expect(blocksInOrder(findBlockGroups(AUTHORING_BLOCKS, 'suggested')).map((block) => block.name)).toEqual([
      'suggested-products-v3',
      'suggested-products-v2',
    ]);
  });
});

describe('the inserter over the real dist/blocks.json', () => {
  const groups = findBlockGroups(realBlocks(), '');
  const offered = blocksInOrder(groups).map((block) => block.name);

  it('offers no block only a host places', () => {
    expect(offered).not.toContain('impersonation-banner');
    expect(offered).not.toContain('switch-user');
    expect(offered.length).toBe(realBlocks().filter((block) => block.insertable).length);
  });

  it('shows the categories in order and the deprecated block last', () => {
    const keys = groups.map((group) => group.key);
    expect(keys.at(-1)).toBe('deprecated');
    expect(keys.slice(0, -1)).toEqual(BLOCK_CATEGORIES.filter((category) => keys.includes(category)));
    expect(offered.at(-1)).toBe('suggested-products-v2');
  });
});
