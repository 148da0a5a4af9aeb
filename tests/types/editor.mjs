// A type test, compiled by `npm run typecheck` (never run): a host without React that turns its
// textareas into the editor, in plain JavaScript checked against `cms-blocks/editor`'s declarations.
import { mountEditor, PRESETS } from 'cms-blocks/editor';

/** @param {HTMLTextAreaElement} textarea */
export async function startEditor(textarea) {
  const editor = mountEditor(textarea, { tinymceUrl: '/assets/tinymce/', licenseKey: 'gpl', preset: PRESETS[1], blocks: true });
  const tiny = await editor.ready;
  tiny.focus();
  return () => editor.destroy();
}

/** @param {HTMLTextAreaElement} textarea */
export function wrongUses(textarea) {
  // @ts-expect-error: no such preset
  mountEditor(textarea, { tinymceUrl: '/assets/tinymce/', licenseKey: 'gpl', preset: 'full' });
  // @ts-expect-error: the host says where its TinyMCE is
  mountEditor(textarea, { licenseKey: 'gpl' });
  // @ts-expect-error: the editor turns a textarea into itself, not any element
  mountEditor(document.body, { tinymceUrl: '/assets/tinymce/', licenseKey: 'gpl' });
}
