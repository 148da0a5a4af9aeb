import { INSERT_BLOCK_BUTTON, PRESETS, presetFor, type Preset } from '#editor/presets.ts';

/** The buttons a preset's toolbar offers, group separators left out. */
const buttons = (preset: Preset, blocks = false) =>
  presetFor(preset, { blocks })
    .toolbar.split(/\s+/)
    .filter((button) => button !== '|');

const EMPHASIS = ['bold', 'italic'];
const LISTS = ['bullist', 'numlist'];

describe('presets', () => {
  it('are the three of the spec', () => {
    expect(PRESETS).toEqual(['defaults', 'text', 'simpleText']);
  });

  it('defaults: headings, emphasis, lists, quotes, links and undo', () => {
    expect(buttons('defaults')).toEqual(
      expect.arrayContaining([
        'blocks',
        ...EMPHASIS,
        'underline',
        ...LISTS,
        'blockquote',
        'link',
        'undo',
        'redo',
        'removeformat',
      ]),
    );
  });

  it('text: formatted text with lists and links, without headings or quotes', () => {
    expect(buttons('text')).toEqual(expect.arrayContaining([...EMPHASIS, 'underline', ...LISTS, 'link', 'undo', 'redo']));
    expect(buttons('text')).not.toContain('blocks');
    expect(buttons('text')).not.toContain('blockquote');
  });

  it('simpleText: emphasis and links only', () => {
    expect(buttons('simpleText').sort()).toEqual([...EMPHASIS, 'link'].sort());
  });

  it('loads the plugin of every button that needs one, and no other', () => {
    for (const preset of PRESETS) {
      const offered = buttons(preset);
      const { plugins } = presetFor(preset, { blocks: false });
      expect(plugins.includes('link')).toBe(offered.includes('link'));
      expect(plugins.includes('lists')).toBe(LISTS.some((button) => offered.includes(button)));
    }
  });

  it('gives a page body the tallest editing area and a line or two the smallest', () => {
    const height = (preset: Preset) => presetFor(preset, { blocks: false }).height;
    expect(height('defaults')).toBeGreaterThan(height('text'));
    expect(height('text')).toBeGreaterThan(height('simpleText'));
  });

  it('offers no colours, fonts, alignment, images or media in any preset', () => {
    for (const preset of PRESETS) {
      expect(buttons(preset, true).filter((button) => /color|font|align|styles|image|media/.test(button))).toEqual([]);
    }
  });

  it('with blocks, starts every toolbar with the Insert block button (first in its tab order) and adds the help listing the block keys', () => {
    for (const preset of PRESETS) {
      const without = presetFor(preset, { blocks: false });
      const withBlocks = presetFor(preset, { blocks: true });
      expect(buttons(preset, true)).toEqual([INSERT_BLOCK_BUTTON, ...buttons(preset)]);
      expect(withBlocks).toEqual({ ...without, plugins: [...without.plugins, 'help'], toolbar: withBlocks.toolbar });
      expect(buttons(preset)).not.toContain(INSERT_BLOCK_BUTTON);
    }
  });

  it('does not change the preset for the next caller', () => {
    presetFor('text', { blocks: true });
    expect(buttons('text')).not.toContain(INSERT_BLOCK_BUTTON);
  });
});
