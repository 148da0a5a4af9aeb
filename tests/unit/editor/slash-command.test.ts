import { isSlashCommand, slashMenu } from '#editor/slash-command.ts';
import { AUTHORING_BLOCKS } from '../../fixtures/editor/authoring.ts';

describe('the slash command', () => {
  it('is a / at the start of an otherwise empty paragraph, then the start of a name', () => {
    expect(isSlashCommand('/')).toBe(true);
    expect(isSlashCommand('/cart')).toBe(true);
    // TinyMCE's zero-width caret characters are not text
    expect(isSlashCommand('\uFEFF/add')).toBe(true);
    expect(isSlashCommand('see /cart')).toBe(false);
    expect(isSlashCommand('/add to')).toBe(false);
    expect(isSlashCommand('1/2')).toBe(false);
    expect(isSlashCommand('')).toBe(false);
  });

  it("lists the inserter's matches in its order, then Browse all blocks", () => {
    expect(slashMenu(AUTHORING_BLOCKS, 'cart').map((item) => item.text)).toEqual([
      'Add to cart',
      'Cart and checkout',
      // found by its description
      'Quick shop',
      'Browse all blocks…',
    ]);
    expect(slashMenu(AUTHORING_BLOCKS, 'cart')[0]?.value).toBe('add-to-cart');
  });

  it('lists at most eight blocks, and only Browse all blocks when nothing matches', () => {
    expect(slashMenu(AUTHORING_BLOCKS, '').length).toBeLessThanOrEqual(9);
    expect(slashMenu(AUTHORING_BLOCKS, 'zzz')).toEqual([{ value: '*', text: 'Browse all blocks…' }]);
  });
});
