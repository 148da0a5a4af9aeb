/**
 * The editor entry, dist/editor.js: the rich-text editor for CMS pages, for React hosts
 * (`RichTextEditor`) and for hosts without React (`mountEditor`). Visitors' pages never load it.
 * TinyMCE is not in it: the host serves its own copy and passes where (`tinymceUrl`).
 */
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor.tsx';
export { mountEditor, type MountEditorOptions, type MountedEditor } from './mount-editor.tsx';
export { PRESETS, type Preset } from './presets.ts';
