/**
 * What the editor's previews and the reference server's new-tab preview share: the server writes
 * a page of preview mounts and loads the preview entry, as the editor does in its editing frame.
 */

/** The attribute of a preview's mount point: the block it shows (a slot's `data-block` is TinyMCE's). */
export const PREVIEW_ATTRIBUTE = 'data-cmsb-preview';

/** The previews' entry, built beside editor.js; it shares the block chunks visitors' pages load. */
export const PREVIEW_ENTRY_FILE = 'editor-preview.js';
