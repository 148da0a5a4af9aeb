import { INSERT_BLOCK_BUTTON, PRESETS, presetFor } from '../../../src/editor/presets.ts';

describe('presets', () => {
  it('are the three of the spec', () => {
    expect(PRESETS).toEqual(['defaults', 'text', 'simpleText']);
  });

  it('defaults: headings, lists, quotes and links', () => {
    expect(presetFor('defaults', { blocks: false })).toEqual({
      plugins: ['autolink', 'link', 'lists'],
      toolbar: 'undo redo | blocks | bold italic underline | bullist numlist blockquote | link | removeformat',
      height: 480,
    });
  });

  it('text: formatted text without headings or quotes', () => {
    expect(presetFor('text', { blocks: false })).toEqual({
      plugins: ['autolink', 'link', 'lists'],
      toolbar: 'undo redo | bold italic underline | bullist numlist | link | removeformat',
      height: 320,
    });
  });

  it('simpleText: emphasis and links only', () => {
    expect(presetFor('simpleText', { blocks: false })).toEqual({
      plugins: ['autolink', 'link'],
      toolbar: 'bold italic | link',
      height: 200,
    });
  });

  it('offers no colours, fonts or alignment in any preset', () => {
    for (const preset of PRESETS) {
      expect(presetFor(preset, { blocks: true }).toolbar).not.toMatch(/color|font|align|styles/);
    }
  });

  it('with blocks, ends every toolbar with the Insert block button and changes nothing else', () => {
    expect(INSERT_BLOCK_BUTTON).toBe('cmsblock');
    for (const preset of PRESETS) {
      const without = presetFor(preset, { blocks: false });
      expect(presetFor(preset, { blocks: true })).toEqual({ ...without, toolbar: `${without.toolbar} | cmsblock` });
    }
    expect(presetFor('simpleText', { blocks: true }).toolbar).toBe('bold italic | link | cmsblock');
  });

  it('does not change the preset for the next caller', () => {
    presetFor('text', { blocks: true });
    expect(presetFor('text', { blocks: false }).toolbar).not.toContain('cmsblock');
  });
});
