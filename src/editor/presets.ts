/** The spec's toolbar presets (commerce.md, "Rich-text editor (CMS)"). */
export const PRESETS = ['defaults', 'text', 'simpleText'] as const;
export type Preset = (typeof PRESETS)[number];

export interface PresetOptions {
  plugins: string[];
  toolbar: string;
  /** The editing area's height in pixels, toolbar included. */
  height: number;
}

/**
 * `defaults`: a page's body (headings, lists, quotes, links, and blocks for content
 * administrators); `text`: formatted text without headings; `simpleText`: a line or two of
 * emphasis and links. None offers colours, fonts or alignment: those are inline styles, which the
 * pages' strict CSP would not apply and the server's sanitiser drops.
 */
const presetOptions: Record<Preset, PresetOptions> = {
  defaults: {
    plugins: ['autolink', 'link', 'lists'],
    toolbar: 'undo redo | blocks | bold italic underline | bullist numlist blockquote | link | removeformat',
    height: 480,
  },
  text: {
    plugins: ['autolink', 'link', 'lists'],
    toolbar: 'undo redo | bold italic underline | bullist numlist | link | removeformat',
    height: 320,
  },
  simpleText: {
    plugins: ['autolink', 'link'],
    toolbar: 'bold italic | link',
    height: 200,
  },
};

/** The TinyMCE toolbar button that opens "Insert block". */
export const INSERT_BLOCK_BUTTON = 'cmsblock';

/**
 * A preset's plugins and toolbar; with `blocks`, the toolbar starts with "Insert block" (first in
 * its tab order, as WordPress's inserter) and TinyMCE's help (Alt+0) is there to list the block keys.
 */
export function presetFor(preset: Preset, { blocks }: { blocks: boolean }): PresetOptions {
  const options = presetOptions[preset];
  return blocks
    ? { ...options, plugins: [...options.plugins, 'help'], toolbar: `${INSERT_BLOCK_BUTTON} | ${options.toolbar}` }
    : options;
}
